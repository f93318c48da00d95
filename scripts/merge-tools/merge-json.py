#!/usr/bin/env python3
"""Deep-merge a conflicted JSON file from its two sides (git stages 2 and 3); reports differing leaves (ours kept)."""
import json, subprocess, sys
def side(n, f):
    return json.loads(subprocess.run(['git', 'show', f':{n}:{f}'], capture_output=True, text=True, check=True).stdout)
def merge(a, b, path, clashes):
    if isinstance(a, dict) and isinstance(b, dict):
        out = dict(a)
        for k, v in b.items():
            out[k] = merge(a[k], v, f'{path}.{k}', clashes) if k in a else v
        return out
    if a != b:
        clashes.append(path)
    return a
for f in sys.argv[1:]:
    clashes = []
    merged = merge(side(2, f), side(3, f), '', clashes)
    open(f, 'w').write(json.dumps(merged, ensure_ascii=False, indent=2) + '\n')
    subprocess.run(['git', 'add', f])
    if clashes:
        print(f, 'clashes (ours kept):', clashes[:10])
