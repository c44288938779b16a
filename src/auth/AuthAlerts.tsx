export type AuthStatus = { kind: 'error' | 'success'; text: string } | null;

/**
 * The error alert and the success status of a light page. Both live regions stay in the page (hidden
 * when empty) so screen readers announce a message as soon as it appears.
 */
export function AuthAlerts({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      <div role="alert" className="auth-alert auth-alert-error" hidden={!error}>
        {error}
      </div>
      <div role="status" className="auth-alert auth-alert-success" hidden={!success}>
        {success}
      </div>
    </>
  );
}
