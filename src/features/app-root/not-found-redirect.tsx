// Any path the router does not know goes to /404, replacing the history entry (docs/product-rules.md#marketing-site).
import { Navigate } from '@tanstack/react-router';

export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}
