/**
 * The permission snapshot (issue 4, DEVELOPERS.md "A snapshot test lists every root field with its rule"): every root
 * Query, Mutation and Subscription field of the built schema with the access rule it runs (`access:` from its policy
 * file, run by graphql/access-plugin.ts, which writes the rule's text to the field's extensions — D-106). A field
 * without an enforced rule fails; any difference from the committed snapshot fails — a diff there is a permission
 * change, to be reviewed as such. After an intended change:
 * `npx vitest run --project server-integration -u test/app/permission-snapshot.int.test.ts` and commit the file.
 */
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../src/schema.js';
import { ACCESS_ENFORCED_EXTENSION, ACCESS_RULE_EXTENSION } from '../../src/modules/permissions/access-rule.js';

/** Terms (any of which lets a viewer in) joined by " or ", then an optional note. */
const TERM = String.raw`(public|authenticated|admin|role:[a-zA-Z]+|permission:[A-Z_/]+:[A-Z_]+(\[all\])?)`;
const RULE = new RegExp(`^${TERM}( or ${TERM})*( — .+)?$`);

function rootFields(): Array<{ field: string; rule: string | undefined }> {
  const schema = buildSchema();
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  return roots.flatMap((type) =>
    type
      ? Object.values(type.getFields()).map((field) => {
          const extensions = field.extensions as Record<string, unknown> | undefined;
          const rule = extensions?.[ACCESS_RULE_EXTENSION];
          // Listed only when the plugin that runs it also wrapped the resolver.
          const enforced = extensions?.[ACCESS_ENFORCED_EXTENSION] === true;
          return { field: `${type.name}.${field.name}`, rule: typeof rule === 'string' && enforced ? rule : undefined };
        })
      : [],
  );
}

describe('permission snapshot', () => {
  it('every root field declares an access rule in the known form', () => {
    const fields = rootFields();
    expect(fields.length).toBeGreaterThan(20);
    expect(fields.filter((f) => !f.rule).map((f) => f.field), 'add `access:` from the policy file to these root fields').toEqual([]);
    expect(fields.filter((f) => f.rule && !RULE.test(f.rule)).map((f) => `${f.field}: ${f.rule}`)).toEqual([]);
  });

  it('the rules equal the committed snapshot (a diff is a permission change)', async () => {
    const text = `${rootFields()
      .map((f) => `${f.field}: ${f.rule ?? 'MISSING'}`)
      .sort()
      .join('\n')}\n`;
    await expect(text).toMatchFileSnapshot('../__snapshots__/permission-rules.txt');
  });
});
