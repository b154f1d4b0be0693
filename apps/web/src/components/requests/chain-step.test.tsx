import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ChainStep } from './chain-step';

afterEach(cleanup);

describe('ChainStep', () => {
  it('tells the requester whom a request of several steps waits for, and at which step', () => {
    const first = render(<ChainStep request={{ step: 1, chain: ['HR_HEAD'] }} firstStep="Reporting manager" />);
    expect(first.container.textContent).toBe('Waiting for Reporting manager — step 1 of 2');
    first.unmount();
    const later = render(<ChainStep request={{ step: 3, chain: ['MANAGERS_MANAGER', 'MD'] }} firstStep="Finance" />);
    expect(later.container.textContent).toBe('Waiting for Managing Director — step 3 of 3');
  });

  it('shows a decider the step of the request they are asked to decide, as a badge', () => {
    const { container } = render(<ChainStep request={{ step: 2, chain: ['HR_HEAD'] }} />);
    expect(container.querySelector('[data-slot="badge"]')?.textContent).toBe('Step 2 of 2');
  });

  it('shows nothing for a request of one step', () => {
    expect(
      render(<ChainStep request={{ step: 1, chain: [] }} firstStep="Reporting manager" />).container.textContent,
    ).toBe('');
    expect(render(<ChainStep request={{ step: 1, chain: [] }} />).container.textContent).toBe('');
  });
});
