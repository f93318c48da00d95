#!/usr/bin/env bash
# renumber.sh OLD NEW: renames migration OLD (e.g. 0032) to NEW (0030) — its SQL file, its snapshot, its journal tag.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)/apps/server/drizzle"
old=$1; new=$2
f=$(ls ${old}_*.sql); name=${f#${old}_}
git mv "$f" "${new}_${name}"
git mv "meta/${old}_snapshot.json" "meta/${new}_snapshot.json"
sed -i "s/\"tag\": \"${old}_${name%.sql}\"/\"tag\": \"${new}_${name%.sql}\"/" meta/_journal.json
root=$(git rev-parse --show-toplevel); grep -rl "${old}_${name%.sql}" "$root/apps/server/src" "$root/docs" 2>/dev/null | xargs -r sed -i "s/${old}_${name%.sql}/${new}_${name%.sql}/g"
echo "$f -> ${new}_${name}"
