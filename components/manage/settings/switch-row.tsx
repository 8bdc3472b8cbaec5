import { useId } from 'react';

/**
 * A setting with a title, an explanation and an on/off switch. The switch is a real checkbox (role="switch"),
 * so its form sends `name=on` when it is on and nothing when off; it lies transparent over the drawn track,
 * so a click or Space on it toggles it natively.
 */
export function SwitchRow({
  name,
  title,
  description,
  defaultChecked,
}: {
  name: string;
  title: string;
  description: string;
  defaultChecked: boolean;
}) {
  const descriptionId = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div>
        <p className="text-sm font-medium text-slate-900">{title}</p>
        <p id={descriptionId} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input
          type="checkbox"
          role="switch"
          name={name}
          value="on"
          defaultChecked={defaultChecked}
          aria-label={title}
          aria-describedby={descriptionId}
          className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-slate-400 transition-colors peer-checked:bg-indigo-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600"
        />
        <span
          aria-hidden="true"
          className="absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </li>
  );
}
