#!/bin/sh
# The nightly base backup of point-in-time recovery (deploy/README.md), and the retention that
# follows it. Usage, as the postgres user:
#   pitr-base-backup.sh BACKUPS_DIR ARCHIVE_DIR [KEEP]
# It connects with libpq's environment (PGHOST, PGPORT, PGUSER; PG_BIN names the folder of the
# PostgreSQL binaries when they are not on PATH). Each backup is BACKUPS_DIR/base-<end time, UTC>,
# in pg_basebackup's tar format with the WAL it needs; only the KEEP newest (default 7) stay, and
# the archive keeps every WAL segment from the oldest of them on, so any moment since then can
# be restored.
set -eu
PATH="${PG_BIN:+$PG_BIN:}$PATH"
backups=${1:?usage: pitr-base-backup.sh BACKUPS_DIR ARCHIVE_DIR [KEEP]}
archive=${2:?usage: pitr-base-backup.sh BACKUPS_DIR ARCHIVE_DIR [KEEP]}
keep=${3:-7}
case $keep in '' | *[!0-9]* | 0) echo "pitr-base-backup: KEEP must be a whole number of 1 or more" >&2; exit 64 ;; esac

# Written under a temporary name: a backup cut short never counts as one.
work="$backups/.in-progress-$(date -u +%Y%m%dT%H%M%SZ)-$$"
trap 'rm -rf "$work"' EXIT
# A fast checkpoint starts the copy at once; at night its burst of writes harms no one.
pg_basebackup --pgdata="$work" --format=tar --gzip --wal-method=stream --checkpoint=fast \
  --label="contratti nightly" --no-password
# Named by the next second after its end: the restore picks the newest backup named before its
# target, and recovery can stop only after a backup's end. Never the name of another one.
named_after() { date -u -d "@$(($(date +%s) + 1))" +%Y%m%dT%H%M%SZ; }
done_at=$(named_after)
while [ -e "$backups/base-$done_at" ]; do
  sleep 1
  done_at=$(named_after)
done
mv "$work" "$backups/base-$done_at"
trap - EXIT
sync "$backups"
echo "pitr-base-backup: $backups/base-$done_at"

# Retention: the KEEP newest backups, and the WAL from the oldest of them on.
ls -1 "$backups" | grep '^base-' | sort -r | tail -n +"$((keep + 1))" | while read -r old; do
  rm -rf "${backups:?}/$old"
  echo "pitr-base-backup: removed $backups/$old"
done
oldest=$(ls -1 "$backups" | grep '^base-' | sort | head -n 1)
first_wal=$(tar -xzOf "$backups/$oldest/base.tar.gz" backup_label |
  sed -n 's/^START WAL LOCATION: .* (file \([0-9A-F]\{24\}\))$/\1/p')
if [ -z "$first_wal" ]; then
  echo "pitr-base-backup: no START WAL LOCATION in $oldest's backup_label; the archive was left whole" >&2
  exit 1
fi
pg_archivecleanup "$archive" "$first_wal"
echo "pitr-base-backup: the archive keeps the WAL from $first_wal on"
