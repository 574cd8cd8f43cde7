// The icons only the message screens draw (decorative: their buttons carry the label).
import { LineIcon } from '../../components/icons';

export function ClearIcon() {
  return (
    <LineIcon
      d="M4 20h16M7 16l9.5-9.5a2.1 2.1 0 0 1 3 3L10 19H7v-3zM3 8l2 2 4-4"
      size={22}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

export function ChatIcon() {
  return (
    <LineIcon
      d="M4 5h16v11H9l-5 4V5zM8 10h.01M12 10h.01M16 10h.01"
      size={26}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

export function OrderIcon() {
  return (
    <LineIcon
      d="M6 3h12v18H6V3zM9 8h6M9 12h6M9 16h4"
      size={26}
      strokeWidth={1.8}
      strokeLinecap="round"
    />
  );
}

export function GiftIcon() {
  return (
    <LineIcon
      d="M4 10h16v10H4V10zM3 7h18v3H3V7zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1zm0 0c1.5-3 5-3 5-1s-3 1-5 1z"
      size={26}
      strokeWidth={1.6}
      strokeLinejoin="round"
    />
  );
}
