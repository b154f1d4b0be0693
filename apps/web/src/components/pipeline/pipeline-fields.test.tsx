import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RATE_UNITS,
  RATE_UNIT_LABELS,
  ZInvoiceRateRequestSchema,
  type TInvoiceRateRequest,
} from '@staffdesk/shared/schemas/contracts';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Input } from '@/components/ui/input';
import { DecimalInput } from './decimal-input';
import { IdSelect } from './id-select';
import { LabeledField } from './labeled-field';
import { OptionSelect } from './option-select';

afterEach(cleanup);

const UNITS = RATE_UNITS.map((u) => ({ value: u, label: RATE_UNIT_LABELS[u] }));
const TASK_ORDERS = [{ value: '7', label: 'TO-01: Crane telemetry' }];

/** A rate form on the shared schema, as the contract's rate form builds it. */
function RateForm({ rate, onSubmit }: { rate?: number; onSubmit: (body: TInvoiceRateRequest) => void }) {
  const form = useZodForm(ZInvoiceRateRequestSchema, {
    defaultValues: { contractId: 3, role: '', rate, effectiveFrom: '2026-04-01', taskOrderId: null },
  });
  const { control } = form;
  return (
    <Form form={form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <LabeledField control={control} name="role" label="Role or designation">
          {(field) => <Input {...field} />}
        </LabeledField>
        <LabeledField control={control} name="unit" label="Unit">
          {(field) => <OptionSelect {...field} options={UNITS} placeholder="Choose a unit" />}
        </LabeledField>
        <LabeledField control={control} name="rate" label="Rate" hint="Per unit, in the contract's currency.">
          {(field) => <DecimalInput {...field} />}
        </LabeledField>
        <LabeledField control={control} name="taskOrderId" label="Task order">
          {(field) => <IdSelect {...field} options={TASK_ORDERS} placeholder="The whole contract" />}
        </LabeledField>
        <SubmitButton />
      </form>
    </Form>
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
const messages = () => screen.getAllByRole('alert').map((a) => a.textContent);

describe("the contracts and projects forms' fields", () => {
  it('name each control by its API name, described by its hint and then its message', async () => {
    render(<RateForm onSubmit={vi.fn()} />);
    const rate = screen.getByLabelText('Rate');
    expect(rate.id).toBe('rate');
    expect(rate.getAttribute('aria-describedby')).toBe('rate-hint');
    expect(document.getElementById('rate-hint')?.textContent).toBe("Per unit, in the contract's currency.");

    await submit();
    expect(messages()).toEqual([
      'Give a role or designation.',
      'Choose a unit: Per hour, Per day or Per month.',
      'Enter the rate as a number.',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Role or designation'));
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(rate.getAttribute('aria-describedby')).toBe('rate-hint rate-error');
  });

  it('refuses a rate that is not a number, and sends one typed with separators as the number', async () => {
    const onSubmit = vi.fn();
    render(<RateForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Role or designation'), 'Automation Engineer');
    await userEvent.selectOptions(screen.getByLabelText('Unit'), 'Per day');
    await userEvent.type(screen.getByLabelText('Rate'), '5,2OO');
    await submit();
    expect(messages()).toEqual(['Enter the rate as a number.']);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Rate'));
    await userEvent.type(screen.getByLabelText('Rate'), '5,200.50');
    expect(screen.getByLabelText<HTMLInputElement>('Rate').value).toBe('5,200.50');
    await userEvent.selectOptions(screen.getByLabelText('Task order'), 'TO-01: Crane telemetry');
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      role: 'Automation Engineer',
      unit: 'DAY',
      rate: 5200.5,
      taskOrderId: 7,
      effectiveTo: null,
    });
  });

  it('shows a number the form starts from, and a task order chosen and then unchosen is the whole contract', async () => {
    const onSubmit = vi.fn();
    render(<RateForm rate={750000} onSubmit={onSubmit} />);
    expect(screen.getByLabelText<HTMLInputElement>('Rate').value).toBe('750000');
    await userEvent.type(screen.getByLabelText('Role or designation'), 'Lead');
    await userEvent.selectOptions(screen.getByLabelText('Unit'), 'Per month');
    await userEvent.selectOptions(screen.getByLabelText('Task order'), 'TO-01: Crane telemetry');
    await userEvent.selectOptions(screen.getByLabelText('Task order'), 'The whole contract');
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ rate: 750000, taskOrderId: null });
  });
});
