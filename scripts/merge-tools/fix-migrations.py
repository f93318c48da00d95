#!/usr/bin/env python3
"""After merging helper branches: rebuild drizzle's journal from the SQL files (rising `when`), re-chain snapshot
prevIds in number order, and make the last snapshot the union of every snapshot's schema (each branch's snapshot is
main's schema plus its own additions). Then `npx drizzle-kit generate` in apps/server must say nothing to do."""
import json, os, re, sys
root = sys.argv[1] if len(sys.argv) > 1 else 'apps/server/drizzle'
# the last migration number main had before the merges: only snapshots from it on are unioned (older ones hold
# columns since dropped)
base = int(sys.argv[2]) if len(sys.argv) > 2 else 29
meta = os.path.join(root, 'meta')
sqls = sorted(f for f in os.listdir(root) if re.match(r'^\d{4}_.*\.sql$', f))
journal_path = os.path.join(meta, '_journal.json')
try:
    journal = json.load(open(journal_path))
except Exception:
    journal = {'version': '7', 'dialect': 'postgresql', 'entries': []}
old = {e['tag']: e for e in journal['entries']}
entries, last = [], 0
for f in sqls:
    tag = f[:-4]
    idx = int(tag[:4])
    prev = old.get(tag, {})
    when = prev.get('when', last + 1000)
    if when <= last:
        when = last + 1000
    last = when
    entries.append({'idx': idx, 'version': prev.get('version', '7'), 'when': when, 'tag': tag, 'breakpoints': True})
for i, e in enumerate(entries):
    assert e['idx'] == i, f'migration numbers must be 0..n without gaps: {e["tag"]} at {i}'
journal['entries'] = entries
json.dump(journal, open(journal_path, 'w'), indent=2)

def merge(a, b):
    if isinstance(a, dict) and isinstance(b, dict):
        out = dict(a)
        for k, v in b.items():
            out[k] = merge(a[k], v) if k in a else v
        return out
    return b

snaps = sorted(f for f in os.listdir(meta) if re.match(r'^\d{4}_snapshot\.json$', f))
loaded = [json.load(open(os.path.join(meta, f))) for f in snaps]
union = {}
for f, s in zip(snaps, loaded):
    if int(f[:4]) < base:
        continue
    for k in ('tables', 'enums', 'schemas', 'sequences', 'roles', 'policies', 'views'):
        if k in s:
            union[k] = merge(union.get(k, {}), s[k])
for i in range(1, len(loaded)):
    loaded[i]['prevId'] = loaded[i - 1]['id']
for k, v in union.items():
    loaded[-1][k] = v
for f, s in zip(snaps, loaded):
    json.dump(s, open(os.path.join(meta, f), 'w'), indent=2)
    open(os.path.join(meta, f), 'a').write('\n')
print(f'{len(entries)} migrations, {len(snaps)} snapshots; last = {snaps[-1]}')
