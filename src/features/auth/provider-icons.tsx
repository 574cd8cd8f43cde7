// Simplified marks of the sign-in providers (decorative: the buttons carry the names).
export type Provider = 'google' | 'line' | 'apple' | 'douyin' | 'wechat';

const COLOURS: Record<Provider, string> = {
  google: '#4285f4',
  line: '#06c755',
  apple: '#000000',
  douyin: '#161823',
  wechat: '#07c160',
};

const LETTERS: Record<Provider, string> = {
  google: 'G',
  line: 'L',
  apple: '',
  douyin: '♪',
  wechat: 'W',
};

export function ProviderIcon({ provider }: { provider: Provider }) {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill={COLOURS[provider]} />
      {provider === 'apple' ? (
        <path
          fill="#fff"
          d="M24.6 20.9c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.9-.8-3.1-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3.1.7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6ZM22.3 14c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3Z"
        />
      ) : (
        <text
          x="20"
          y="26"
          textAnchor="middle"
          fontSize="17"
          fontWeight="700"
          fill="#fff"
          fontFamily="system-ui, sans-serif"
        >
          {LETTERS[provider]}
        </text>
      )}
    </svg>
  );
}
