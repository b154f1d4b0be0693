import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { handleTreeKey } from './org-tree-keys';

afterEach(cleanup);

/** The markup the org chart draws: Meera (open) over Bhavna (open) over Gauri, and Hema (closed). */
function drawTree(setExpanded: (id: number, open: boolean) => void) {
  render(
    <ul role="tree" aria-label="Org chart" onKeyDown={(e) => handleTreeKey(e, setExpanded) && e.preventDefault()}>
      <li role="none">
        <div role="treeitem" data-id="1" aria-expanded="true" tabIndex={0}>
          Meera Desai
        </div>
        <ul role="group">
          <li role="none">
            <div role="treeitem" data-id="2" aria-expanded="true" tabIndex={-1}>
              Bhavna Kapoor
            </div>
            <ul role="group">
              <li role="none">
                <div role="treeitem" data-id="3" tabIndex={-1}>
                  Gauri Iyer
                </div>
              </li>
            </ul>
          </li>
          <li role="none">
            <div role="treeitem" data-id="4" aria-expanded="false" tabIndex={-1}>
              Hema Rao
            </div>
          </li>
        </ul>
      </li>
    </ul>,
  );
}

const item = (name: string) => screen.getByRole('treeitem', { name });
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('the org chart keys (WAI-ARIA tree pattern)', () => {
  it('move up and down through the shown people, and to the first and the last', () => {
    drawTree(vi.fn());
    item('Meera Desai').focus();
    press('ArrowDown');
    expect(document.activeElement).toBe(item('Bhavna Kapoor'));
    press('ArrowDown');
    expect(document.activeElement).toBe(item('Gauri Iyer'));
    press('ArrowUp');
    expect(document.activeElement).toBe(item('Bhavna Kapoor'));
    press('End');
    expect(document.activeElement).toBe(item('Hema Rao'));
    press('ArrowDown');
    expect(document.activeElement).toBe(item('Hema Rao'));
    press('Home');
    expect(document.activeElement).toBe(item('Meera Desai'));
  });

  it('open a closed manager with right, and enter an open one', () => {
    const setExpanded = vi.fn();
    drawTree(setExpanded);
    item('Hema Rao').focus();
    press('ArrowRight');
    expect(setExpanded).toHaveBeenCalledWith(4, true);
    item('Bhavna Kapoor').focus();
    press('ArrowRight');
    expect(document.activeElement).toBe(item('Gauri Iyer'));
    press('ArrowRight');
    expect(document.activeElement).toBe(item('Gauri Iyer'));
  });

  it('go to the manager with left, and close an open one', () => {
    const setExpanded = vi.fn();
    drawTree(setExpanded);
    item('Gauri Iyer').focus();
    press('ArrowLeft');
    expect(document.activeElement).toBe(item('Bhavna Kapoor'));
    press('ArrowLeft');
    expect(setExpanded).toHaveBeenCalledWith(2, false);
    item('Hema Rao').focus();
    press('ArrowLeft');
    expect(document.activeElement).toBe(item('Meera Desai'));
    press('ArrowLeft');
    expect(setExpanded).toHaveBeenLastCalledWith(1, false);
  });

  it('open or close with Enter and Space, and leave a person without reports as they are', () => {
    const setExpanded = vi.fn();
    drawTree(setExpanded);
    item('Hema Rao').focus();
    press('Enter');
    expect(setExpanded).toHaveBeenCalledWith(4, true);
    item('Bhavna Kapoor').focus();
    press(' ');
    expect(setExpanded).toHaveBeenLastCalledWith(2, false);
    item('Gauri Iyer').focus();
    press('Enter');
    expect(setExpanded).toHaveBeenCalledTimes(2);
  });
});
