#!/bin/sh
# The backup service of compose.yaml: a base backup at once when there is none yet (recovery
# needs one to start from), then one every night at BACKUP_AT (UTC, default 02:30), keeping
# KEEP_BASE_BACKUPS (default 7) and the WAL they need. Hosts with cron run pitr-base-backup.sh
# from a cron line instead (deploy/README.md).
set -u
backups=/var/lib/postgresql/base-backups
archive=/var/lib/postgresql/wal-archive
at=${BACKUP_AT:-02:30}
keep=${KEEP_BASE_BACKUPS:-7}
backup() {
  pitr-base-backup.sh "$backups" "$archive" "$keep" || echo "pitr-nightly: the base backup FAILED" >&2
}
ls -1 "$backups" | grep -q '^base-' || backup
while :; do
  now=$(date -u +%s)
  next=$(date -u -d "today $at" +%s)
  [ "$next" -gt "$now" ] || next=$(date -u -d "tomorrow $at" +%s)
  sleep $((next - now))
  backup
done
