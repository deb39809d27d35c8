#!/bin/sh
# PostgreSQL's archive_command (deploy/postgresql.conf): copies one finished WAL segment into the
# archive folder, for point-in-time recovery (deploy/README.md). Usage: pitr-archive-wal.sh %p %f DIR
#
# PostgreSQL removes the segment once this exits 0, so 0 must mean "safely on disk":
# - a file of that name already archived is never overwritten: the same bytes again (a retry
#   after a crash between the copy and the answer) succeed, different bytes fail loudly;
# - the copy goes to a temporary name, is flushed, then renamed, so the archive never holds a
#   half-written segment under its real name, even after a power cut.
set -eu
source_path=$1
name=$2
archive=$3
target="$archive/$name"
if [ -f "$target" ]; then
  if cmp -s "$source_path" "$target"; then exit 0; fi
  echo "pitr-archive-wal: $target already exists with other contents; refusing to overwrite it" >&2
  exit 1
fi
temporary="$archive/.$name.partial"
cp "$source_path" "$temporary"
sync "$temporary"
mv "$temporary" "$target"
# The rename itself is durable only once the folder is flushed.
sync "$archive"
