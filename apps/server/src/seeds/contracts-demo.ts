import { eq } from 'drizzle-orm';
import {
  businessEnquiries,
  contractCompanies,
  contractInvoiceRates,
  contractPointsOfContact,
  contractTaskOrders,
  contracts,
  estimationMethods,
  proposals,
} from '../db/schema/contracts';
import type { Tx } from '../db/client';

const DAY = 86_400_000;
/** A date this many days from today, YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** The contract numbers of the demo's two active contracts (projects of the demo link to them). */
export const DEMO_CONTRACT_NUMBERS = ['CTR-2026-001', 'CTR-2026-002'] as const;

/**
 * The pipeline of the projects dashboard: companies, enquiries in every status, proposals in versions, and
 * two active contracts (one ending within 60 days) with task orders, invoice rates and points of contact.
 */
// eslint-disable-next-line max-lines-per-function -- split once the formatter lands (issue 39)
export async function seedContractsDemo(tx: Tx, ids: ReadonlyMap<string, number>): Promise<void> {
  const business = ids.get('business.head')!;
  const pm = ids.get('pm')!;
  const group = ids.get('group.head')!;
  const finance = ids.get('finance.head')!;
  const method = async (code: string) =>
    (await tx.select({ id: estimationMethods.id }).from(estimationMethods).where(eq(estimationMethods.code, code)))[0]!
      .id;
  const tm = await method('TIME_AND_MATERIAL');
  const fixed = await method('FIXED_PRICE');

  const [acme, globex, initech, umbrella] = await tx
    .insert(contractCompanies)
    .values([
      {
        name: 'Acme Logistics',
        industry: 'Logistics',
        website: 'https://acme-logistics.example',
        address: '12 Residency Road, Bengaluru',
        countryCode: 'IN',
        stateCode: 'KA',
        taxId: '29ABCDE1234F1Z5',
        createdBy: business,
      },
      {
        name: 'Globex Retail',
        industry: 'Retail',
        website: 'https://globex.example',
        address: '400 Market Street, San Francisco',
        countryCode: 'US',
        stateCode: 'CA',
        createdBy: business,
      },
      {
        name: 'Initech Health',
        industry: 'Healthcare',
        website: 'https://initech.example',
        address: '5 Bandra Kurla Complex, Mumbai',
        countryCode: 'IN',
        stateCode: 'MH',
        createdBy: group,
      },
      {
        name: 'Umbrella Pharma',
        industry: 'Pharmaceuticals',
        address: 'Hitech City, Hyderabad',
        countryCode: 'IN',
        stateCode: 'TG',
        createdBy: pm,
      },
    ])
    .returning({ id: contractCompanies.id });

  const enquiry = async (values: Omit<typeof businessEnquiries.$inferInsert, 'currency'>) =>
    (await tx.insert(businessEnquiries).values(values).returning({ id: businessEnquiries.id }))[0]!.id;
  const fleet = await enquiry({
    companyId: acme!.id,
    title: 'Fleet tracking platform',
    description: 'Live tracking of 800 trucks with driver app.',
    source: 'REFERRAL',
    expectedValue: 4_800_000,
    receivedOn: day(-200),
    ownerId: business,
    status: 'WON',
  });
  const loyalty = await enquiry({
    companyId: globex!.id,
    title: 'Loyalty programme revamp',
    description: 'New points engine and mobile app.',
    source: 'TENDER',
    expectedValue: 2_500_000,
    receivedOn: day(-160),
    ownerId: pm,
    status: 'WON',
  });
  const portal = await enquiry({
    companyId: initech!.id,
    title: 'Patient portal',
    description: 'Appointments, reports and payments online.',
    source: 'WEBSITE',
    expectedValue: 3_200_000,
    receivedOn: day(-40),
    ownerId: group,
    status: 'PROPOSAL',
  });
  await enquiry({
    companyId: umbrella!.id,
    title: 'Lab data warehouse',
    description: 'Consolidate lab results from six sites.',
    source: 'EXISTING_CLIENT',
    expectedValue: 1_800_000,
    receivedOn: day(-20),
    ownerId: business,
    status: 'QUALIFIED',
  });
  await enquiry({
    companyId: acme!.id,
    title: 'Warehouse robotics pilot',
    source: 'OTHER',
    expectedValue: 900_000,
    receivedOn: day(-5),
    ownerId: pm,
    status: 'NEW',
  });
  await enquiry({
    companyId: globex!.id,
    title: 'Store analytics dashboards',
    source: 'WEBSITE',
    expectedValue: 600_000,
    receivedOn: day(-90),
    ownerId: group,
    status: 'LOST',
    lostReason: 'The client chose an in-house team.',
  });

  const insertProposal = async (values: Omit<typeof proposals.$inferInsert, 'currency'>) =>
    (await tx.insert(proposals).values(values).returning({ id: proposals.id }))[0]!.id;
  await insertProposal({
    enquiryId: fleet,
    version: 1,
    estimationMethodId: tm,
    effortDays: 1400,
    rate: 3800,
    amount: 5_320_000,
    validUntil: day(-150),
    status: 'REJECTED',
    createdBy: business,
  });
  const fleetWon = await insertProposal({
    enquiryId: fleet,
    version: 2,
    estimationMethodId: tm,
    effortDays: 1250,
    rate: 3800,
    amount: 4_750_000,
    validUntil: day(-140),
    status: 'ACCEPTED',
    notes: 'Phase 2 optional.',
    createdBy: business,
  });
  const loyaltyWon = await insertProposal({
    enquiryId: loyalty,
    version: 1,
    estimationMethodId: fixed,
    amount: 2_400_000,
    validUntil: day(-120),
    status: 'ACCEPTED',
    createdBy: pm,
  });
  await insertProposal({
    enquiryId: portal,
    version: 1,
    estimationMethodId: tm,
    effortDays: 800,
    rate: 4000,
    amount: 3_200_000,
    validUntil: day(20),
    status: 'SUBMITTED',
    createdBy: group,
  });

  const [fleetContract, loyaltyContract] = await tx
    .insert(contracts)
    .values([
      {
        companyId: acme!.id,
        proposalId: fleetWon,
        number: DEMO_CONTRACT_NUMBERS[0],
        title: 'Fleet tracking platform',
        contractType: 'TIME_AND_MATERIAL',
        startDate: day(-120),
        endDate: day(245),
        value: 4_750_000,
        status: 'ACTIVE',
        createdBy: finance,
      },
      {
        companyId: globex!.id,
        proposalId: loyaltyWon,
        number: DEMO_CONTRACT_NUMBERS[1],
        title: 'Loyalty programme revamp',
        contractType: 'FIXED_PRICE',
        startDate: day(-100),
        endDate: day(45),
        value: 2_400_000,
        status: 'ACTIVE',
        createdBy: business,
      },
    ])
    .returning({ id: contracts.id });

  const [fleetBuild] = await tx
    .insert(contractTaskOrders)
    .values([
      {
        contractId: fleetContract!.id,
        number: 'TO-01',
        title: 'Tracking backend and driver app',
        scope: 'APIs, device ingestion, Android driver app.',
        startDate: day(-120),
        endDate: day(60),
        ceilingValue: 3_000_000,
      },
      {
        contractId: fleetContract!.id,
        number: 'TO-02',
        title: 'Operations dashboards',
        scope: 'Dispatcher and management dashboards.',
        startDate: day(30),
        endDate: day(245),
        ceilingValue: 1_200_000,
      },
      {
        contractId: loyaltyContract!.id,
        number: 'TO-01',
        title: 'Points engine and app',
        startDate: day(-100),
        endDate: day(45),
        ceilingValue: 2_400_000,
      },
    ])
    .returning({ id: contractTaskOrders.id });

  await tx.insert(contractInvoiceRates).values([
    {
      contractId: fleetContract!.id,
      role: 'Senior Engineer',
      unit: 'DAY',
      rate: 4200,
      effectiveFrom: day(-120),
      effectiveTo: day(60),
    },
    { contractId: fleetContract!.id, role: 'Senior Engineer', unit: 'DAY', rate: 4500, effectiveFrom: day(61) },
    {
      contractId: fleetContract!.id,
      taskOrderId: fleetBuild!.id,
      role: 'QA Engineer',
      unit: 'HOUR',
      rate: 450,
      effectiveFrom: day(-120),
    },
    {
      contractId: loyaltyContract!.id,
      role: 'Project Manager',
      unit: 'MONTH',
      rate: 180_000,
      effectiveFrom: day(-100),
      effectiveTo: day(45),
    },
  ]);

  await tx.insert(contractPointsOfContact).values([
    {
      contractId: fleetContract!.id,
      side: 'CLIENT',
      name: 'Ravi Menon',
      designation: 'Head of Operations',
      email: 'ravi.menon@acme-logistics.example',
      phone: '+91 80 4000 1200',
      isPrimary: true,
    },
    {
      contractId: fleetContract!.id,
      side: 'CLIENT',
      name: 'Sara Thomas',
      designation: 'IT Manager',
      email: 'sara.thomas@acme-logistics.example',
    },
    {
      contractId: fleetContract!.id,
      side: 'OURS',
      name: 'Priya Nair',
      designation: 'Delivery Lead',
      email: 'pm@staffdesk.example',
      isPrimary: true,
    },
    {
      contractId: loyaltyContract!.id,
      side: 'CLIENT',
      name: 'Dana Brooks',
      designation: 'VP Marketing',
      email: 'dana.brooks@globex.example',
      phone: '+1 415 555 0100',
      isPrimary: true,
    },
    {
      contractId: loyaltyContract!.id,
      side: 'OURS',
      name: 'Arjun Rao',
      designation: 'Business Head',
      email: 'business.head@staffdesk.example',
      isPrimary: true,
    },
  ]);
}
