import { useEffect, useRef, useState } from 'react';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { CodeStep } from './code-step';
import { SignForm, type CodeRequest } from './sign-form';
import { GuestOrders } from '../../orders/components/guest-orders';

/**
 * Sign-in by phone (spec "Auth modal"): step one registers or logs in, step two takes the code.
 * On success the modal closes; the next open starts again at step one (a fresh mount).
 */
export default function AuthModal({ close }: { close(): void }) {
  const [request, setRequest] = useState<CodeRequest | null>(null);
  const complete = useCompleteSignIn();
  const signStep = useRef<HTMLDivElement>(null);
  const changingNumber = useRef(false);

  useEffect(() => {
    if (request || !changingNumber.current) return;
    changingNumber.current = false;
    signStep.current?.querySelector<HTMLInputElement>('input[type="tel"]')?.focus();
  }, [request]);

  const changeNumber = () => {
    changingNumber.current = true;
    setRequest(null);
  };

  return (
    <>
      {/* step one stays mounted under the code step, so "change number" finds everything as it was typed */}
      <div ref={signStep} hidden={!!request}>
        <SignForm onCodeSent={setRequest} />
        {/* a guest's orders have no account to live in: the ones placed on this device */}
        <GuestOrders />
      </div>
      {request ? (
        <CodeStep
          key={request.phone}
          request={request}
          onChangeNumber={changeNumber}
          onVerified={async () => {
            await complete();
            setRequest(null);
            close();
          }}
        />
      ) : null}
    </>
  );
}
