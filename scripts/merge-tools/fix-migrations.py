#!/usr/bin/env python3
"""After merging helper branches: rebuild drizzle's journal from the SQL files (rising `when`), re-chain snapshot
prevIds in number order, and make the last snapshot main's schema at `base` with every later snapshot's changes to it
(each branch's snapshot is main's schema plus its own changes). Then `npx drizzle-kit generate` in apps/server must say nothing to do."""
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

def same(a, b):
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)

# A three-way merge per table (enum, …): each branch's snapshot is main's schema at `base` plus its own changes, and
# may hold main's OLD version of a table another branch changed. So a snapshot after `base` only counts for the
# entries it changed from the base snapshot; two snapshots changing the same entry differently are reported.
snaps = sorted(f for f in os.listdir(meta) if re.match(r'^\d{4}_snapshot\.json$', f))
loaded = [json.load(open(os.path.join(meta, f))) for f in snaps]
ids = [s['id'] for s in loaded]
dupes = sorted({i for i in ids if ids.count(i) > 1})
assert not dupes, f'snapshot ids must be unique (copy a snapshot, then give it its branch snapshot id): {dupes}'
base_snap = next((s for f, s in zip(snaps, loaded) if int(f[:4]) == base), None)
assert base_snap is not None, f'no snapshot {base:04d}'
KINDS = ('tables', 'enums', 'schemas', 'sequences', 'roles', 'policies', 'views')
union = {k: dict(base_snap.get(k, {})) for k in KINDS}
changed_by = {}
for f, s in zip(snaps, loaded):
    if int(f[:4]) <= base:
        continue
    for k in KINDS:
        for name, value in s.get(k, {}).items():
            if name in base_snap.get(k, {}) and same(value, base_snap[k][name]):
                continue
            earlier = changed_by.get((k, name))
            if earlier and not same(union[k][name], value):
                print(f'warning: {k} {name} changed by {earlier} and {f}; {f} kept — check it by hand')
            union[k][name] = value
            changed_by[(k, name)] = f
for i in range(1, len(loaded)):
    loaded[i]['prevId'] = loaded[i - 1]['id']
for k, v in union.items():
    if v or k in loaded[-1]:
        loaded[-1][k] = v
for f, s in zip(snaps, loaded):
    json.dump(s, open(os.path.join(meta, f), 'w'), indent=2)
    open(os.path.join(meta, f), 'a').write('\n')
print(f'{len(entries)} migrations, {len(snaps)} snapshots; last = {snaps[-1]}')
