'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/field';

/**
 * A search field bound to a URL-query value. It keeps its own text so fast typing is never lost while the URL
 * catches up (the values it sent are remembered until they come back), and follows the URL when it changes
 * from outside (Back, a shared link).
 */
export function SearchBox({
  label,
  value,
  placeholder,
  onSearch,
}: {
  label: string;
  value: string;
  placeholder?: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string[]>([]);
  if (value !== seen) {
    setSeen(value);
    const echo = sent.indexOf(value);
    if (echo >= 0) {
      setSent(sent.slice(echo + 1));
    } else {
      setSent([]);
      setText(value);
    }
  }
  return (
    <TextField
      label={label}
      type="search"
      value={text}
      placeholder={placeholder}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        setSent((list) => [...list, next]);
        onSearch(next);
      }}
    />
  );
}
