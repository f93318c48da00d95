#!/usr/bin/env python3
"""Resolve merge conflicts of the kinds that are mechanical: docs (*.md) keep both sides (ours, then theirs);
generated GraphQL typings and schema.graphql take theirs (regenerate afterwards); drizzle's journal takes ours
(then run fix-migrations.py). Prints what it left for a human."""
import re, subprocess, sys
files = subprocess.run(['git', 'diff', '--name-only', '--diff-filter=U'], capture_output=True, text=True).stdout.split()
pat = re.compile(r'<<<<<<< [^\n]*\n(.*?)=======\n(.*?)>>>>>>> [^\n]*\n', re.S)
left = []
for f in files:
    if f.endswith('.md'):
        s = open(f).read()
        s = pat.sub(lambda m: m.group(1) + m.group(2), s)
        open(f, 'w').write(s)
    elif f.endswith('graphql-cache.d.ts') or f.endswith('graphql-env.d.ts') or f.endswith('schema.graphql') or f.endswith('permission-rules.txt'):
        subprocess.run(['git', 'checkout', '--theirs', f])
    elif f.endswith('_journal.json'):
        subprocess.run(['git', 'checkout', '--ours', f])
    else:
        left.append(f)
        continue
    subprocess.run(['git', 'add', f])
print('left for a human:', ' '.join(left) or 'nothing')
