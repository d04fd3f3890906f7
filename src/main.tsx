import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { startEarlyData } from '@/app/early-data';
import { AppErrorBoundary } from '@/components/errors/AppErrorBoundary';
import './index.css';

// Before React: the page's public data starts loading now, not after its route chunk.
startEarlyData(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <App />
    </AppErrorBoundary>
  </StrictMode>,
);
