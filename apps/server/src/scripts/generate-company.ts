import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { generateLargeCompany } from '../demo/large-company';

/**
 * `npm run gen:company -- --employees 2000 --expenses-per-employee 10 [--months 3] [--password …]`:
 * adds a large company to the configured database (DATABASE_URL, else the embedded one).
 */
const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '2000' },
    'expenses-per-employee': { type: 'string', default: '10' },
    months: { type: 'string', default: '3' },
    password: { type: 'string', default: 'Large!2026' },
  },
});
const count = (name: string, text: string, max: number) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}`);
    process.exit(2);
  }
  return n;
};
const options = {
  employees: count('employees', values.employees, 200_000),
  expensesPerEmployee: count('expenses-per-employee', values['expenses-per-employee'], 1000),
  months: count('months', values.months, 24),
  password: values.password,
};
const config = loadConfig();
const handle = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  const started = performance.now();
  const company = await generateLargeCompany(handle.db, options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Created "${company.name}" (${company.companyId}) on ${handle.kind}: ${options.employees} employees, ${company.expenseCount} expenses in ${seconds} s.`,
  );
  console.log(`Sign in as ${company.adminEmail} or ${company.checkerEmail} with the password ${options.password}.`);
} finally {
  await handle.close();
}
