// Screens with the bottom tab bar.
import { Outlet } from 'react-router-dom';
import { TabBar } from '../../features/shell/tab-bar';
import styles from './tab-layout.module.css';

export function TabLayout() {
  return (
    <div className={styles.layout}>
      <Outlet />
      <TabBar />
    </div>
  );
}
