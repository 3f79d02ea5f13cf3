// Customer search and list speed at scale, beside their targets: with 10,000 customers in one account a
// search and the list's first page take at most 1.5× what they take with 100 (medians, same process).
// Seeds its own data into the store the bench points at (scripts/bench.ts: in-memory DynamoDB Local).

import { countLabel, medianMs, type ScaleSizes } from './bench-timing';

const targetRatio = 1.5;
const targetSizes: ScaleSizes = { small: 100, large: 10_000, runs: 40 };

const firstNames = [
  'Ana',
  'Luis',
  'Maria',
  'James',
  'Olivia',
  'Noah',
  'Emma',
  'Liam',
  'Sofia',
  'Mateo',
  'Ava',
  'Ethan',
];
const lastNames = [
  'Garcia',
  'Smith',
  'Johnson',
  'Lopez',
  'Brown',
  'Davis',
  'Martinez',
  'Wilson',
  'Anderson',
  'Clark',
];

export const benchCustomers = async ({
  small: smallCount,
  large: largeCount,
  runs,
} = targetSizes): Promise<void> => {
  const { createCustomer } = await import('#functions/core/customers/save-customer');
  const { signUpContractor, startTestServer } = await import('#test/support/test-server');
  const server = await startTestServer();

  // One customer at a time: creates in one business take turns on its name-order chunk
  // (core/customers/name-order.ts), so parallel ones mostly back off and retry — 8 at once seeded at half the
  // speed of one.
  const seed = async (contractorId: string, count: number) => {
    for (let index = 0; index < count; index++) {
      await createCustomer(contractorId, {
        firstName: `${firstNames[index % firstNames.length]}${index}`,
        lastName: lastNames[Math.floor(index / firstNames.length) % lastNames.length] ?? 'Doe',
        email: `customer${index}@example.com`,
        phone: `312${String(1_000_000 + index).slice(-7)}`,
        address: `${index} Main St`,
        city: 'Chicago',
        state: 'IL',
        zipCode: '60601',
      });
    }
  };

  const time = (work: () => Promise<unknown>) => medianMs(runs, work);

  const started = Date.now();
  const small = await signUpContractor(server.baseUrl);
  const large = await signUpContractor(server.baseUrl);
  await seed(small.user.contractor.id, smallCount);
  await seed(large.user.contractor.id, largeCount);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const [smallLabel, largeLabel] = [countLabel(smallCount), countLabel(largeCount)];
  console.log(
    `Customers at scale, whole API requests (seeded ${smallLabel} and ${largeLabel} customers in ${seconds} s):`,
  );
  type Account = typeof small;
  const figures: Array<[string, (account: Account) => Promise<unknown>]> = [
    ['search "ana0 garcia"', (account) => account.browser.get('/api/search?q=ana0%20garcia')],
    ['search "garcia"', (account) => account.browser.get('/api/search?q=garcia')],
    ['search phone "3121000"', (account) => account.browser.get('/api/search?q=3121000')],
    [
      'list first page (25)',
      (account) => account.browser.get(`/api/contractors/${account.user.contractor.id}/homeowners?limit=25`),
    ],
    [
      'list by name, page 1 (25)',
      (account) =>
        account.browser.get(`/api/contractors/${account.user.contractor.id}/homeowners?sort=name&limit=25`),
    ],
  ];
  try {
    for (const [label, work] of figures) {
      await time(() => work(small));
      const smallMs = await time(() => work(small));
      const largeMs = await time(() => work(large));
      const ratio = largeMs / smallMs;
      console.log(
        `  ${label.padEnd(26)} ${smallLabel}: ${smallMs.toFixed(1).padStart(5)} ms   ${largeLabel}: ${largeMs.toFixed(1).padStart(5)} ms   ratio ${ratio.toFixed(2)}   target ≤ ${targetRatio}   ${ratio <= targetRatio ? 'meets' : 'MISSES'}`,
      );
    }
  } finally {
    await server.close();
  }
};
