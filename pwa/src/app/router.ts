import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** The app's one router; created at start so the first page's chunk loads with the session. */
export const router = createBrowserRouter(routes);
