import { PASSWORD_MIN_SCORE } from '@staffdesk/shared/password-policy';
import { cn } from '@/lib/cn';
import type { PasswordStrength } from './use-password-strength';

const SEGMENTS = 4;

/**
 * Four bars and a sentence under a new password field. The sentence is a polite live region the field's
 * aria-describedby names, so a screen reader hears the verdict after a pause in typing and on focus.
 */
export function PasswordStrengthMeter({ id, strength }: { id: string; strength: PasswordStrength | undefined }) {
  const accepted = strength !== undefined && strength.score >= PASSWORD_MIN_SCORE;
  // Scores 0 and 1 both light one bar: a password someone typed is never shown as no strength at all.
  const lit = strength ? Math.max(1, strength.score) : 0;
  return (
    <div className="grid gap-1.5">
      <div className="flex gap-1" aria-hidden="true" data-testid="strength-bars">
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <span
            key={i}
            data-lit={i < lit ? 'true' : undefined}
            className={cn(
              'h-1.5 flex-1 rounded-full bg-muted',
              i < lit && (accepted ? 'bg-success' : 'bg-destructive'),
            )}
          />
        ))}
      </div>
      <p id={id} aria-live="polite" className="min-h-4 text-xs text-muted-foreground">
        {strength && (
          <>
            <span className={cn('font-medium', accepted ? 'text-foreground' : 'text-destructive')}>
              Strength: {strength.label}.
            </span>
            {strength.problem && ` ${strength.problem}`}
          </>
        )}
      </p>
    </div>
  );
}
