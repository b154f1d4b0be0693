import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CardFooter } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** The buttons under a work-from-home or regularization form, as under every form: Submit, or Cancel back to where it was opened from. */
export function SendRequestFooter({ pending }: { pending: boolean }) {
  const navigate = useNavigate();
  return (
    <CardFooter className="mt-6 gap-2 border-t">
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        Submit
      </Button>
      <Button type="button" variant="ghost" onClick={() => void navigate(-1)} disabled={pending}>
        Cancel
      </Button>
    </CardFooter>
  );
}
