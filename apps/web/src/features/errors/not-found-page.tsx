import { useNavigate } from 'react-router';
import { ArrowLeft, House } from 'lucide-react';
import { LOGIN_PATH } from '@staffdesk/shared/routes';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle('Page not found');
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-6">
      <div className="flex max-w-md flex-col items-center text-center">
        <h1 className="bg-gradient-to-b from-foreground to-foreground/40 bg-clip-text text-8xl font-bold tracking-tighter text-transparent">
          404
        </h1>
        <p className="mt-4 text-xl font-semibold">Oops! Page Not Found!</p>
        <p className="mt-2 text-muted-foreground">
          It seems like the page you&apos;re looking for does not exist or might have been removed.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden="true" />
            Go Back
          </Button>
          <Button onClick={() => void navigate(LOGIN_PATH)}>
            <House aria-hidden="true" />
            Back to Home
          </Button>
        </div>
      </div>
    </main>
  );
}
