import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { tableOwner } from '../../../../scripts/eslint-rules/table-owner.mjs';

// RuleTester looks for the test functions on itself; Vitest's are not global here.
Object.assign(RuleTester, { afterAll, describe, it });

const serverRoot = path.resolve('/repo/apps/server/src');
const options = [{ serverRoot, owners: { users: 'users', auditEvents: 'platform/audit-log.ts' } }];
const at = (file: string) => path.join(serverRoot, file);
const usersImport = "import { users } from '../../db/schema/users';\n";

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('table-owner', tableOwner, {
  valid: [
    {
      filename: at('modules/users/user-records.repository.ts'),
      options,
      code: `${usersImport}db.update(users).set({});`,
    },
    {
      filename: at('modules/users/user-records.repository.ts'),
      options,
      code: `${usersImport}db.insert(users).values({});`,
    },
    { filename: at('modules/auth/auth.repository.ts'), options, code: `${usersImport}db.select().from(users);` },
    {
      filename: at('platform/audit-log.ts'),
      options,
      code: "import { auditEvents } from '../db/schema/audit-events';\ndb.insert(auditEvents).values({});",
    },
    // A Map's delete is not a table's.
    { filename: at('modules/auth/auth.service.ts'), options, code: 'const users = new Map(); users.delete(1);' },
    { filename: at('modules/auth/auth.repository.ts'), options, code: `${usersImport}sql\`select * from \${users}\`;` },
  ],
  invalid: [
    {
      filename: at('modules/auth/auth.repository.ts'),
      options,
      code: `${usersImport}db.update(users).set({ lastSignInAt: now });`,
      errors: [{ messageId: 'notOwner' }],
    },
    {
      filename: at('modules/operator/operator-users.repository.ts'),
      options,
      code: "import { users as people } from '../../db/schema/users';\ndb.delete(people);",
      errors: [{ messageId: 'notOwner' }],
    },
    {
      // The owner's module, but not its repository.
      filename: at('modules/users/users.service.ts'),
      options,
      code: `${usersImport}db.insert(users).values({});`,
      errors: [{ messageId: 'notOwner' }],
    },
    {
      filename: at('modules/payroll-results/payroll-results.repository.ts'),
      options,
      code: `${usersImport}db.execute(sql\`update \${users} set status = 'ACTIVE'\`);`,
      errors: [{ messageId: 'notOwner' }],
    },
    {
      filename: at('modules/expenses/expenses.repository.ts'),
      options,
      code: "import { auditEvents } from '../../db/schema/audit-events';\ndb.insert(auditEvents).values({});",
      errors: [{ messageId: 'notOwner' }],
    },
    {
      filename: at('modules/periods/periods.repository.ts'),
      options,
      code: "import { periods } from '../../db/schema/periods';\ndb.insert(periods).values({});",
      errors: [{ messageId: 'noOwner' }],
    },
  ],
});
