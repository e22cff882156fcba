import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<h1>hi</h1>);
