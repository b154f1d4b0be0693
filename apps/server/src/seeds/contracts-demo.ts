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

/** The demo users who own the pipeline's rows. */
interface People {
  business: number;
  pm: number;
  group: number;
  finance: number;
}
type Companies = Record<'acme' | 'globex' | 'initech' | 'umbrella', number>;
/** The enquiries that carry proposals. */
type Enquiries = Record<'fleet' | 'loyalty' | 'portal', number>;
/** The accepted proposals, from which the contracts are signed. */
type WonProposals = Record<'fleet' | 'loyalty', number>;
/** The demo's two active contracts. */
type DemoContracts = Record<'fleet' | 'loyalty', number>;

/**
 * The pipeline of the projects dashboard: companies, enquiries in every status, proposals in versions, and
 * two active contracts (one ending within 60 days) with task orders, invoice rates and points of contact.
 */
export async function seedContractsDemo(tx: Tx, ids: ReadonlyMap<string, number>): Promise<void> {
  const people: People = {
    business: ids.get('business.head')!,
    pm: ids.get('pm')!,
    group: ids.get('group.head')!,
    finance: ids.get('finance.head')!,
  };
  const companies = await insertCompanies(tx, people);
  const enquiries = await insertEnquiries(tx, people, companies);
  const won = await insertProposals(tx, people, enquiries);
  const contract = await insertContracts(tx, people, companies, won);
  const fleetBuild = await insertTaskOrders(tx, contract);
  await insertInvoiceRates(tx, contract, fleetBuild);
  await insertPointsOfContact(tx, contract);
}

async function insertCompanies(tx: Tx, people: People): Promise<Companies> {
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
        createdBy: people.business,
      },
      {
        name: 'Globex Retail',
        industry: 'Retail',
        website: 'https://globex.example',
        address: '400 Market Street, San Francisco',
        countryCode: 'US',
        stateCode: 'CA',
        createdBy: people.business,
      },
      {
        name: 'Initech Health',
        industry: 'Healthcare',
        website: 'https://initech.example',
        address: '5 Bandra Kurla Complex, Mumbai',
        countryCode: 'IN',
        stateCode: 'MH',
        createdBy: people.group,
      },
      {
        name: 'Umbrella Pharma',
        industry: 'Pharmaceuticals',
        address: 'Hitech City, Hyderabad',
        countryCode: 'IN',
        stateCode: 'TG',
        createdBy: people.pm,
      },
    ])
    .returning({ id: contractCompanies.id });
  return { acme: acme!.id, globex: globex!.id, initech: initech!.id, umbrella: umbrella!.id };
}

async function insertEnquiries(tx: Tx, people: People, companies: Companies): Promise<Enquiries> {
  const enquiry = async (values: Omit<typeof businessEnquiries.$inferInsert, 'currency'>) =>
    (await tx.insert(businessEnquiries).values(values).returning({ id: businessEnquiries.id }))[0]!.id;
  const fleet = await enquiry({
    companyId: companies.acme,
    title: 'Fleet tracking platform',
    description: 'Live tracking of 800 trucks with driver app.',
    source: 'REFERRAL',
    expectedValue: 4_800_000,
    receivedOn: day(-200),
    ownerId: people.business,
    status: 'WON',
  });
  const loyalty = await enquiry({
    companyId: companies.globex,
    title: 'Loyalty programme revamp',
    description: 'New points engine and mobile app.',
    source: 'TENDER',
    expectedValue: 2_500_000,
    receivedOn: day(-160),
    ownerId: people.pm,
    status: 'WON',
  });
  const portal = await enquiry({
    companyId: companies.initech,
    title: 'Patient portal',
    description: 'Appointments, reports and payments online.',
    source: 'WEBSITE',
    expectedValue: 3_200_000,
    receivedOn: day(-40),
    ownerId: people.group,
    status: 'PROPOSAL',
  });
  await enquiry({
    companyId: companies.umbrella,
    title: 'Lab data warehouse',
    description: 'Consolidate lab results from six sites.',
    source: 'EXISTING_CLIENT',
    expectedValue: 1_800_000,
    receivedOn: day(-20),
    ownerId: people.business,
    status: 'QUALIFIED',
  });
  await enquiry({
    companyId: companies.acme,
    title: 'Warehouse robotics pilot',
    source: 'OTHER',
    expectedValue: 900_000,
    receivedOn: day(-5),
    ownerId: people.pm,
    status: 'NEW',
  });
  await enquiry({
    companyId: companies.globex,
    title: 'Store analytics dashboards',
    source: 'WEBSITE',
    expectedValue: 600_000,
    receivedOn: day(-90),
    ownerId: people.group,
    status: 'LOST',
    lostReason: 'The client chose an in-house team.',
  });
  return { fleet, loyalty, portal };
}

/** The fleet enquiry's proposal in two versions, the second accepted; loyalty's accepted; the portal's open. */
async function insertProposals(tx: Tx, people: People, enquiries: Enquiries): Promise<WonProposals> {
  const method = async (code: string) =>
    (await tx.select({ id: estimationMethods.id }).from(estimationMethods).where(eq(estimationMethods.code, code)))[0]!
      .id;
  const tm = await method('TIME_AND_MATERIAL');
  const fixed = await method('FIXED_PRICE');
  const insertProposal = async (values: Omit<typeof proposals.$inferInsert, 'currency'>) =>
    (await tx.insert(proposals).values(values).returning({ id: proposals.id }))[0]!.id;
  await insertProposal({
    enquiryId: enquiries.fleet,
    version: 1,
    estimationMethodId: tm,
    effortDays: 1400,
    rate: 3800,
    amount: 5_320_000,
    validUntil: day(-150),
    status: 'REJECTED',
    createdBy: people.business,
  });
  const fleetWon = await insertProposal({
    enquiryId: enquiries.fleet,
    version: 2,
    estimationMethodId: tm,
    effortDays: 1250,
    rate: 3800,
    amount: 4_750_000,
    validUntil: day(-140),
    status: 'ACCEPTED',
    notes: 'Phase 2 optional.',
    createdBy: people.business,
  });
  const loyaltyWon = await insertProposal({
    enquiryId: enquiries.loyalty,
    version: 1,
    estimationMethodId: fixed,
    amount: 2_400_000,
    validUntil: day(-120),
    status: 'ACCEPTED',
    createdBy: people.pm,
  });
  await insertProposal({
    enquiryId: enquiries.portal,
    version: 1,
    estimationMethodId: tm,
    effortDays: 800,
    rate: 4000,
    amount: 3_200_000,
    validUntil: day(20),
    status: 'SUBMITTED',
    createdBy: people.group,
  });
  return { fleet: fleetWon, loyalty: loyaltyWon };
}

async function insertContracts(
  tx: Tx,
  people: People,
  companies: Companies,
  won: WonProposals,
): Promise<DemoContracts> {
  const [fleetContract, loyaltyContract] = await tx
    .insert(contracts)
    .values([
      {
        companyId: companies.acme,
        proposalId: won.fleet,
        number: DEMO_CONTRACT_NUMBERS[0],
        title: 'Fleet tracking platform',
        contractType: 'TIME_AND_MATERIAL',
        startDate: day(-120),
        endDate: day(245),
        value: 4_750_000,
        status: 'ACTIVE',
        createdBy: people.finance,
      },
      {
        companyId: companies.globex,
        proposalId: won.loyalty,
        number: DEMO_CONTRACT_NUMBERS[1],
        title: 'Loyalty programme revamp',
        contractType: 'FIXED_PRICE',
        startDate: day(-100),
        endDate: day(45),
        value: 2_400_000,
        status: 'ACTIVE',
        createdBy: people.business,
      },
    ])
    .returning({ id: contracts.id });
  return { fleet: fleetContract!.id, loyalty: loyaltyContract!.id };
}

/** The task orders of both contracts; returns the fleet contract's build order, which a rate is tied to. */
async function insertTaskOrders(tx: Tx, contract: DemoContracts): Promise<number> {
  const [fleetBuild] = await tx
    .insert(contractTaskOrders)
    .values([
      {
        contractId: contract.fleet,
        number: 'TO-01',
        title: 'Tracking backend and driver app',
        scope: 'APIs, device ingestion, Android driver app.',
        startDate: day(-120),
        endDate: day(60),
        ceilingValue: 3_000_000,
      },
      {
        contractId: contract.fleet,
        number: 'TO-02',
        title: 'Operations dashboards',
        scope: 'Dispatcher and management dashboards.',
        startDate: day(30),
        endDate: day(245),
        ceilingValue: 1_200_000,
      },
      {
        contractId: contract.loyalty,
        number: 'TO-01',
        title: 'Points engine and app',
        startDate: day(-100),
        endDate: day(45),
        ceilingValue: 2_400_000,
      },
    ])
    .returning({ id: contractTaskOrders.id });
  return fleetBuild!.id;
}

async function insertInvoiceRates(tx: Tx, contract: DemoContracts, fleetBuild: number) {
  await tx.insert(contractInvoiceRates).values([
    {
      contractId: contract.fleet,
      role: 'Senior Engineer',
      unit: 'DAY',
      rate: 4200,
      effectiveFrom: day(-120),
      effectiveTo: day(60),
    },
    { contractId: contract.fleet, role: 'Senior Engineer', unit: 'DAY', rate: 4500, effectiveFrom: day(61) },
    {
      contractId: contract.fleet,
      taskOrderId: fleetBuild,
      role: 'QA Engineer',
      unit: 'HOUR',
      rate: 450,
      effectiveFrom: day(-120),
    },
    {
      contractId: contract.loyalty,
      role: 'Project Manager',
      unit: 'MONTH',
      rate: 180_000,
      effectiveFrom: day(-100),
      effectiveTo: day(45),
    },
  ]);
}

async function insertPointsOfContact(tx: Tx, contract: DemoContracts) {
  await tx.insert(contractPointsOfContact).values([
    {
      contractId: contract.fleet,
      side: 'CLIENT',
      name: 'Ravi Menon',
      designation: 'Head of Operations',
      email: 'ravi.menon@acme-logistics.example',
      phone: '+91 80 4000 1200',
      isPrimary: true,
    },
    {
      contractId: contract.fleet,
      side: 'CLIENT',
      name: 'Sara Thomas',
      designation: 'IT Manager',
      email: 'sara.thomas@acme-logistics.example',
    },
    {
      contractId: contract.fleet,
      side: 'OURS',
      name: 'Priya Nair',
      designation: 'Delivery Lead',
      email: 'pm@staffdesk.example',
      isPrimary: true,
    },
    {
      contractId: contract.loyalty,
      side: 'CLIENT',
      name: 'Dana Brooks',
      designation: 'VP Marketing',
      email: 'dana.brooks@globex.example',
      phone: '+1 415 555 0100',
      isPrimary: true,
    },
    {
      contractId: contract.loyalty,
      side: 'OURS',
      name: 'Arjun Rao',
      designation: 'Business Head',
      email: 'business.head@staffdesk.example',
      isPrimary: true,
    },
  ]);
}
