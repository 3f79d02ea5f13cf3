// Demo accounts for a fresh local data dir, so a developer can sign in at once. Never runs in AWS.
import { createAccount } from '../../functions/auth/create-account';

export const demoAccounts = [
  {
    label: 'Demo contractor',
    businessName: 'Demo Fence Co.',
    firstName: 'Dana',
    lastName: 'Demo',
    email: 'demo@picket.local',
    password: 'picket-demo-2026',
    phone: '3125550100',
    isAdmin: false,
    onboardingComplete: true,
  },
  {
    label: 'Local admin',
    businessName: 'Picket Administration',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@picket.local',
    password: 'picket-admin-2026',
    phone: '3125550101',
    isAdmin: true,
    onboardingComplete: true,
  },
] as const;

export const seedDemoAccounts = async (): Promise<void> => {
  if (process.env.PICKET_STAGE === 'aws') throw new Error('Demo accounts are never seeded in AWS');
  for (const { label, ...account } of demoAccounts) {
    await createAccount(account);
    console.log(`  ${label.padEnd(16)} ${account.email}  password: ${account.password}`);
  }
};
