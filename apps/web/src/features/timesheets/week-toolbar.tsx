import { useState } from 'react';
import { CalendarCheck, CalendarX, Copy, Lock, LockOpen, Plus, Save, Undo2, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import type { WeekAction } from './api/run-week-action';
import { ACTION_WORDS, weekActions, type GridMode } from './state-actions';
import type { ActivityChoice } from './week-draft';

interface WeekToolbarProps {
  mode: GridMode;
  editable: boolean;
  touched: boolean;
  busy: boolean;
  /** The activities without a row, and whether the employee has any activity at all. */
  free: readonly ActivityChoice[];
  hasActivities: boolean;
  weekEnabled: Record<WeekAction, boolean>;
  onAddRow: (choice: ActivityChoice) => void;
  onCopyLastWeek: () => void;
  onDiscard: () => void;
  onSave: () => void;
  onWeekAction: (action: WeekAction) => void;
}

/** Under the grid: the employee's rows, copy, discard and save, then the week's lock or decision buttons. */
export function WeekToolbar({
  mode,
  editable,
  touched,
  busy,
  free,
  hasActivities,
  weekEnabled,
  onAddRow,
  onCopyLastWeek,
  onDiscard,
  onSave,
  onWeekAction,
}: WeekToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      {editable && (
        <>
          <AddRowControl free={free} hasActivities={hasActivities} busy={busy} onAdd={onAddRow} />
          <Button variant="outline" onClick={onCopyLastWeek} disabled={busy}>
            <Copy aria-hidden="true" />
            Copy last week
          </Button>
          {touched && (
            <Button variant="ghost" onClick={onDiscard} disabled={busy}>
              <Undo2 aria-hidden="true" />
              Discard changes
            </Button>
          )}
          <Button onClick={onSave} disabled={busy || !touched}>
            <Save aria-hidden="true" />
            Save week
          </Button>
        </>
      )}
      <WeekActionButtons mode={mode} enabled={weekEnabled} busy={busy} onAction={onWeekAction} />
    </div>
  );
}

/** Picks an activity without a row (the first one unless another is picked) and adds its row. */
function AddRowControl({
  free,
  hasActivities,
  busy,
  onAdd,
}: Pick<WeekToolbarProps, 'free' | 'hasActivities' | 'busy'> & { onAdd: (choice: ActivityChoice) => void }) {
  const [picked, setPicked] = useState('');
  const add = () => {
    const choice = free.find((c) => c.value === picked) ?? free[0];
    if (!choice) return;
    onAdd(choice);
    setPicked('');
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="grid gap-1 text-sm">
        <span className="font-medium">Project activity</span>
        <NativeSelect
          value={picked}
          onChange={(e) => setPicked(e.target.value)}
          disabled={free.length === 0}
          className="max-w-72"
        >
          {free.length === 0 && (
            <option value="">{hasActivities ? 'Every activity has a row' : 'You are in no project'}</option>
          )}
          {free.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </label>
      <Button variant="outline" onClick={add} disabled={free.length === 0 || busy}>
        <Plus aria-hidden="true" />
        Add row
      </Button>
    </div>
  );
}

const WEEK_ICONS: Record<WeekAction, LucideIcon> = {
  lock: Lock,
  unlock: LockOpen,
  approve: CalendarCheck,
  unapprove: CalendarX,
};

/** The week's two buttons: submit and unlock one's own, or approve and unapprove a reportee's. */
function WeekActionButtons({
  mode,
  enabled,
  busy,
  onAction,
}: {
  mode: GridMode;
  enabled: Record<WeekAction, boolean>;
  busy: boolean;
  onAction: (action: WeekAction) => void;
}) {
  return (
    <div className="ml-auto flex flex-wrap gap-2">
      {weekActions(mode).map((action) => {
        const Icon = WEEK_ICONS[action];
        return (
          <Button
            key={action}
            variant={action === 'lock' || action === 'approve' ? 'default' : 'outline'}
            onClick={() => onAction(action)}
            disabled={busy || !enabled[action]}
          >
            <Icon aria-hidden="true" />
            {ACTION_WORDS[action].week}
          </Button>
        );
      })}
    </div>
  );
}
