import { Link } from 'react-router-dom';

interface AccountOutcomeProps {
  message: string;
  /** a refusal is announced as an alert, anything else as a status */
  failed?: boolean;
  /** more words on what to do next, shown before the link */
  hint?: string;
  /** where to go next, and the link's text */
  to: string;
  action: string;
  primary?: boolean;
}

/** How an account action ended, and a link to go on from there. */
export function AccountOutcome({
  message,
  failed,
  hint,
  to,
  action,
  primary,
}: AccountOutcomeProps) {
  return (
    <>
      {failed ? (
        <p className="account-alert" role="alert">
          {message}
        </p>
      ) : (
        <p className="account-card__message" role="status">
          {message}
        </p>
      )}
      {hint && <p className="account-card__lead">{hint}</p>}
      <Link className={primary ? 'button button--primary' : 'button'} to={to}>
        {action}
      </Link>
    </>
  );
}
