import { Toaster as HotToaster } from 'react-hot-toast';

// Spec §9: top right, 3 s, 300 px wide.
export default function ToasterView() {
  return <HotToaster position="top-right" toastOptions={{ duration: 3000, className: 'toast', style: { width: 300, maxWidth: 300 } }} />;
}
