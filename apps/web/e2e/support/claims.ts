import { expect, type APIRequestContext } from '@playwright/test';
import { displayDate, officeDate } from './attendance-api';

const PDF_OBJECTS = [
  '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
  '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj',
];

/** A one-page PDF: a receipt the server accepts. */
export const PDF = Buffer.from(
  ['%PDF-1.4', PDF_OBJECTS.join(' '), 'trailer<</Root 1 0 R>>', '%%EOF', ''].join('\n'),
  'latin1',
);

/**
 * Rahul Verma's travel claim of `amount`, spent two days ago, with its receipt, sent through the API: its id,
 * the amount as the screens show it, and the subject its Approve button is named after.
 */
export async function sendClaim(
  request: APIRequestContext,
  employeeToken: string,
  amount: number,
  description: string,
) {
  const headers = { Authorization: `Bearer ${employeeToken}` };
  const receipt = await request.post('/api/files/uploadFile/RECEIPT', {
    headers,
    multipart: { file: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(receipt.status(), await receipt.text()).toBe(201);
  const spentOn = officeDate(-2);
  const sent = await request.post('/api/reimbursements', {
    headers,
    data: {
      category: 'TRAVEL',
      expenseDate: spentOn,
      amount,
      description,
      receiptIds: [((await receipt.json()) as { id: string }).id],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const money = `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  return {
    id: ((await sent.json()) as { id: number }).id,
    money,
    subject: `Rahul Verma's Travel claim of ${money} (${displayDate(spentOn)})`,
  };
}
