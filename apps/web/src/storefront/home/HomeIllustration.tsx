/** A basket full of produce (decorative). */
export function HomeIllustration() {
  return (
    <svg className="home-hero__art" viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <circle cx="170" cy="128" r="118" fill="#dcfce7" />
      <circle cx="250" cy="50" r="26" fill="#fef3c7" />
      {/* baguette */}
      <rect x="176" y="30" width="34" height="120" rx="17" transform="rotate(28 193 90)" fill="#e0a458" />
      <path
        d="M196 52l-12 6M204 72l-12 6M212 92l-12 6"
        stroke="#b7793a"
        strokeWidth="4"
        strokeLinecap="round"
        transform="rotate(28 193 90) translate(-6 0)"
      />
      {/* leafy greens */}
      <path d="M96 120c-20-40 0-76 22-86 10 30 8 62-6 90z" fill="#22c55e" />
      <path d="M112 122c-4-38 18-66 42-70 0 32-12 58-30 74z" fill="#4ade80" />
      <path d="M104 124c2-24 6-44 12-62" stroke="#15803d" strokeWidth="3" fill="none" strokeLinecap="round" />
      {/* carrot */}
      <path d="M226 108l20-50 8 4-14 54z" fill="#f97316" />
      <path
        d="M250 58c-2-12 4-20 10-22M250 58c6-8 16-8 20-4M250 58c-8-6-10-14-8-20"
        stroke="#22c55e"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      {/* apple and orange */}
      <circle cx="146" cy="126" r="22" fill="#ef4444" />
      <path d="M146 104c0-6 3-10 7-12" stroke="#3f2d1c" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="192" cy="124" r="20" fill="#fb923c" />
      <circle cx="186" cy="118" r="3" fill="#fdba74" />
      {/* basket */}
      <path d="M60 136h220l-22 96a10 10 0 0 1-10 8H92a10 10 0 0 1-10-8z" fill="#15803d" />
      <path d="M60 136h220" stroke="#166534" strokeWidth="12" strokeLinecap="round" />
      <path
        d="M110 158v60M150 158v62M190 158v62M230 158v60"
        stroke="#86efac"
        strokeWidth="8"
        strokeLinecap="round"
      />
      {/* lemon */}
      <ellipse cx="62" cy="226" rx="22" ry="15" fill="#facc15" />
      <ellipse cx="290" cy="232" rx="16" ry="12" fill="#a3e635" />
    </svg>
  );
}
