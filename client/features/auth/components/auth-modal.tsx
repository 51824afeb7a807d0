import { useState } from 'react';
import '../auth.css';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { CodeStep } from './code-step';
import { SignForm, type CodeRequest } from './sign-form';

/**
 * Sign-in by phone (spec "Auth modal"): step one registers or logs in, step two takes the code.
 * On success the modal closes; the next open starts again at step one (a fresh mount).
 */
export default function AuthModal({ close }: { close(): void }) {
  const [request, setRequest] = useState<CodeRequest | null>(null);
  const complete = useCompleteSignIn();

  if (!request) return <SignForm onCodeSent={setRequest} />;
  return (
    <CodeStep
      key={request.phone}
      request={request}
      onVerified={async () => {
        await complete();
        setRequest(null);
        close();
      }}
    />
  );
}
