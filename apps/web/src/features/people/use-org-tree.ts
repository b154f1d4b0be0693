import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { TOrgChartPerson } from '@staffdesk/shared/schemas/organisation';

export interface OrgTreeState {
  expanded: ReadonlySet<number>;
  /** The one item in the tab order (the roving tabindex of the tree pattern). */
  focusedId: number | undefined;
  setFocusedId: (id: number) => void;
  setExpanded: (id: number, open: boolean) => void;
  /** Top people beside those with no manager: the head of a found chain whose manager is no longer active. */
  extraRoots: readonly TOrgChartPerson[];
  /** Opens every manager of a chain and moves focus to its last person once they are shown. */
  reveal: (chain: readonly TOrgChartPerson[]) => void;
  /** For each item's ref: focuses the item a reveal is waiting for, when it appears. */
  focusIfPending: (id: number, el: HTMLElement | null) => void;
}

export function useOrgTreeState(): OrgTreeState {
  const [expanded, setExpandedIds] = useState<ReadonlySet<number>>(new Set());
  const [focusedId, setFocusedId] = useState<number>();
  const [extraRoots, setExtraRoots] = useState<readonly TOrgChartPerson[]>([]);
  const pending = useRef<number>(undefined);

  const setExpanded = useCallback((id: number, open: boolean) => {
    setExpandedIds((ids) => {
      const next = new Set(ids);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const reveal = useCallback((chain: readonly TOrgChartPerson[]) => {
    const [head] = chain;
    const person = chain.at(-1);
    if (!head || !person) return;
    setExtraRoots((roots) =>
      head.reportingManagerId === null || roots.some((r) => r.employeeId === head.employeeId)
        ? roots
        : [...roots, head],
    );
    setExpandedIds((ids) => new Set([...ids, ...chain.slice(0, -1).map((p) => p.employeeId)]));
    setFocusedId(person.employeeId);
    pending.current = person.employeeId;
  }, []);

  const focusIfPending = useCallback((id: number, el: HTMLElement | null) => {
    if (!el || pending.current !== id) return;
    pending.current = undefined;
    el.focus();
    el.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return useMemo(
    () => ({ expanded, focusedId, setFocusedId, setExpanded, extraRoots, reveal, focusIfPending }),
    [expanded, focusedId, setExpanded, extraRoots, reveal, focusIfPending],
  );
}

export const OrgTreeContext = createContext<OrgTreeState | null>(null);

export function useOrgTree(): OrgTreeState {
  const tree = useContext(OrgTreeContext);
  if (!tree) throw new Error('useOrgTree is used inside an OrgTree.');
  return tree;
}
