import { Form } from "react-router";

/**
 * Logout is a POST, so a link on another site cannot sign a person out.
 * The /logout action arrives with the session issue (#5).
 */
export function LogoutForm({ className }: { className?: string }) {
  return (
    <Form method="post" action="/logout" className="logout-form">
      <button type="submit" className={className}>
        Logout
      </button>
    </Form>
  );
}
