// Demo accounts for a fresh local data dir, so a developer can sign in at once. Never runs in AWS.
import { createAccount } from '#functions/core/auth/create-account';
import { loadOnboardingProfile, saveOnboarding } from '#functions/core/contractors/save-onboarding';

/** The demo contractor works downtown Chicago, so a homeowner quote for these ZIPs reaches it. */
const demoServiceAreas = ['60601', '60602', '60603', '60604', '60605', '60606', '60607'];

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

const giveServiceAreas = async (contractorId: string) => {
  await saveOnboarding(contractorId, {
    ...(await loadOnboardingProfile(contractorId)),
    address: { street: '100 W Randolph St', city: 'Chicago', state: 'IL', zipCode: '60601' },
    serviceAreas: demoServiceAreas,
  });
};

export const seedDemoAccounts = async (): Promise<void> => {
  if (process.env.PICKET_STAGE === 'aws') throw new Error('Demo accounts are never seeded in AWS');
  for (const { label, ...account } of demoAccounts) {
    const { contractorId } = await createAccount(account);
    if (!account.isAdmin) await giveServiceAreas(contractorId);
    console.log(`  ${label.padEnd(16)} ${account.email}  password: ${account.password}`);
  }
};
