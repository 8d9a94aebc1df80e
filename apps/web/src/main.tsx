import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans-hebrew/hebrew-400.css';
import '@fontsource/noto-sans-hebrew/hebrew-700.css';
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
import './app/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// zod (loaded later, with the forms) would probe once whether it may compile with eval; our
// Content-Security-Policy forbids eval and the browser reports the probe. Its shared config says
// no eval up front, without loading zod here.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');
createRoot(rootElement).render(<App />);
