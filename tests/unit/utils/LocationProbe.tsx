import { useLocation } from 'react-router-dom';

/** Shows the router's current path so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}
