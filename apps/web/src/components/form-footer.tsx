import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CardFooter } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

interface FormFooterProps {
  /** The form is being sent: both buttons wait, Submit with a spinner. */
  pending: boolean;
  /** Something else must finish first (an upload): Submit waits. */
  waiting?: boolean;
  /** Where Cancel goes: back to where the form was opened from, unless given. */
  onCancel?: () => void;
}

/** The buttons under every request form: Submit, or Cancel back to where it was opened from. */
export function FormFooter({ pending, waiting = false, onCancel }: FormFooterProps) {
  const navigate = useNavigate();
  return (
    <CardFooter className="mt-6 gap-2 border-t">
      <Button type="submit" disabled={pending || waiting}>
        {pending && <Spinner />}
        Submit
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel ?? (() => void navigate(-1))} disabled={pending}>
        Cancel
      </Button>
    </CardFooter>
  );
}
