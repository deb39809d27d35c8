#!/bin/sh
# Brings a copy of the database back to a given moment (point-in-time recovery, deploy/README.md):
# the newest base backup that ended before that moment, then the archived WAL replayed up to it,
# in a new data directory, on its own port. The live cluster, its data and its archive are only
# read: the copy never archives, and the script refuses a data directory in use or a busy port.
# Run it as the postgres user:
#   pitr-restore.sh --target-time '2026-11-29 09:41:00+01:00' --backups DIR --archive DIR \
#                   --data-dir NEW_DIR --port PORT [--socket-dir DIR]
# --target-time latest replays every archived segment instead (the live cluster lost, say).
# PG_BIN names the folder of the PostgreSQL binaries when they are not on PATH.
set -eu
PATH="${PG_BIN:+$PG_BIN:}$PATH"
fail() {
  echo "pitr-restore: $*" >&2
  exit 1
}
usage="usage: pitr-restore.sh --target-time TIME --backups DIR --archive DIR --data-dir NEW_DIR --port PORT [--socket-dir DIR]"
target='' backups='' archive='' data_dir='' port='' socket_dir=''
while [ $# -gt 0 ]; do
  [ $# -ge 2 ] || fail "$usage"
  case $1 in
    --target-time) target=$2 ;;
    --backups) backups=$2 ;;
    --archive) archive=$2 ;;
    --data-dir) data_dir=$2 ;;
    --port) port=$2 ;;
    --socket-dir) socket_dir=$2 ;;
    *) fail "$usage" ;;
  esac
  shift 2
done
[ -n "$target" ] && [ -n "$backups" ] && [ -n "$archive" ] && [ -n "$data_dir" ] && [ -n "$port" ] || fail "$usage"
[ "$(id -u)" != 0 ] || fail "run it as the postgres user (runuser -u postgres -- $0 …), not as root"
if [ "$target" = latest ]; then
  target_utc=latest
  target_stamp=99991231T235959Z
  recovery_target="# no target: every archived segment is replayed"
else
  # A moment without its offset would be read in whatever zone the server is set to.
  echo "$target" | grep -Eq '(Z|[+-][0-9]{2}(:?[0-9]{2})?)$' || fail "give the time with its offset: '2026-11-29 09:41:00+01:00'"
  target_utc=$(date -u -d "$target" '+%Y-%m-%d %H:%M:%S.%6N+00') || fail "cannot read the time «$target»"
  target_stamp=$(date -u -d "$target" +%Y%m%dT%H%M%SZ)
  recovery_target="recovery_target_time = '$target_utc'"
fi
socket_dir=${socket_dir:-$data_dir}

if [ -e "$data_dir" ] && [ -n "$(ls -A "$data_dir")" ]; then
  fail "$data_dir is not empty: the copy goes into a new folder, never over a cluster"
fi
# pg_isready answers 2 when nothing listens there at all.
answer=0
pg_isready -q -h 127.0.0.1 -p "$port" || answer=$?
[ "$answer" = 2 ] || fail "something already answers on port $port: pick a free one, the live cluster keeps its own"
backup=$(ls -1 "$backups" | grep '^base-' | sort | awk -v last="base-$target_stamp" '$0 <= last' | tail -n 1)
[ -n "$backup" ] || fail "no base backup in $backups ended before $target"

started=$(date +%s%N)
mkdir -p "$data_dir"
chmod 700 "$data_dir"
tar -xzf "$backups/$backup/base.tar.gz" -C "$data_dir"
tar -xzf "$backups/$backup/pg_wal.tar.gz" -C "$data_dir/pg_wal"
# Clusters whose configuration lives elsewhere (Debian's /etc/postgresql) back up none: the copy
# then runs on the defaults, reachable only from this machine.
[ -f "$data_dir/postgresql.conf" ] || : >"$data_dir/postgresql.conf"
[ -f "$data_dir/pg_hba.conf" ] || printf 'local all all peer\nhost all all 127.0.0.1/32 scram-sha-256\n' >"$data_dir/pg_hba.conf"
cat >>"$data_dir/postgresql.auto.conf" <<CONF
# pitr-restore.sh: a copy of $backup recovered to $target, beside the live cluster.
port = $port
listen_addresses = 'localhost'
unix_socket_directories = '$socket_dir'
archive_mode = off
restore_command = 'cp "$archive/%f" "%p"'
$recovery_target
recovery_target_action = 'promote'
CONF
touch "$data_dir/recovery.signal"

log="$data_dir/pitr-restore.log"
pg_ctl --pgdata="$data_dir" --log="$log" --wait --timeout=3600 start >/dev/null ||
  fail "the copy did not start; its log, $log, says: $(tail -n 5 "$log")"
# Recovery ends with the promotion: the control file then says the copy is in production.
until pg_controldata "$data_dir" | grep -q '^Database cluster state: *in production'; do
  pg_ctl --pgdata="$data_dir" status >/dev/null ||
    fail "recovery stopped; its log, $log, says: $(tail -n 5 "$log")"
  sleep 0.2
done
took_ms=$((($(date +%s%N) - started) / 1000000))
grep -E 'recovery stopping|last completed transaction' "$log" | sed 's/^/pitr-restore: /' || true
echo "pitr-restore: restored $backup to $target_utc in $took_ms ms, on port $port, data in $data_dir"
