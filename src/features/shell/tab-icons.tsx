// Line icons of the tab bar.
import { LineIcon } from '../../components/icons';

export type TabName = 'home' | 'class' | 'info' | 'order' | 'me';

const PATHS: Record<TabName, string> = {
  home: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  class: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  info: 'M4 5h16v11H8l-4 4z',
  order: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  me: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
};

export function TabIcon({ name }: { name: TabName }) {
  return <LineIcon d={PATHS[name]} size={24} strokeWidth={1.8} strokeLinejoin="round" />;
}
