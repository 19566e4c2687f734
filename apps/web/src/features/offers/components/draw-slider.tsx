import { useEffect, useId, useState, type ReactNode } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { formatMoney } from '@lintel/domain';
import '@/ui/text-field.css';

export type TDrawSliderProps = {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  /** What the draw changes (payment, APR), shown between the label and the track so it stays in view. */
  readout?: ReactNode;
};

const STEP = 100;
const DOLLARS: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 };
const parseDollars = (text: string): number => Number(text.replace(/[$,\s]/g, ''));

/**
 * The stops the slider moves between: every STEP from the minimum, plus both bounds, so a maximum that is not
 * a whole number of steps above the minimum is still reachable and shown as itself, never a rounded-down stop.
 */
const toStop = (next: number, current: number, min: number, max: number): number => {
  if (next <= min) return min;
  if (next >= max) return max;
  const below = min + Math.floor((next - min) / STEP) * STEP;
  const above = Math.min(max, below + STEP);
  // A one-dollar move is an arrow key (or an assistive technology's increment): go to the neighbouring stop.
  if (Math.abs(next - current) === 1) {
    return next > current
      ? Math.min(max, min + (Math.floor((current - min) / STEP) + 1) * STEP)
      : Math.max(min, min + (Math.ceil((current - min) / STEP) - 1) * STEP);
  }
  // A drag or a page jump lands on the nearest stop.
  return next - below < above - next ? below : above;
};

/**
 * The draw: a React Aria slider (arrow keys move one step, Page Up/Down ten, Home/End to the bounds) and, as
 * the non-drag alternative of WCAG 2.2 2.5.7, a text box that takes any whole-dollar amount within the bounds.
 */
export const DrawSlider = ({ label, min, max, value, onChange, readout }: TDrawSliderProps) => {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(String(value)), [value]);

  const commitText = () => {
    const amount = parseDollars(text);
    if (!Number.isFinite(amount) || text.trim() === '' || amount < min || amount > max) {
      setError(
        `Please enter an amount between ${formatMoney(min, { precision: 0 })} and ${formatMoney(max, { precision: 0 })}`,
      );
      return;
    }
    setError(null);
    onChange(Math.round(amount));
  };

  return (
    <div className="draw-slider">
      <Slider
        className="draw-slider__slider"
        minValue={min}
        maxValue={max}
        // Whole dollars, so React Aria never rounds the chosen draw (or a bound) to a step: the output, the
        // thumb's value text and the figures all show the same amount. toStop keeps moves on $STEP stops.
        step={1}
        formatOptions={DOLLARS}
        value={value}
        onChange={(next) => {
          const raw = Array.isArray(next) ? (next[0] ?? min) : next;
          onChange(max - min >= STEP ? toStop(raw, value, min, max) : raw);
        }}
      >
        <div className="draw-slider__header">
          <Label>{label}</Label>
          <SliderOutput />
        </div>
        {readout}
        <SliderTrack className="draw-slider__track">
          {({ state }) => (
            <>
              <div className="draw-slider__fill" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
              <SliderThumb className="draw-slider__thumb" />
            </>
          )}
        </SliderTrack>
        <div className="draw-slider__bounds" aria-hidden="true">
          <span>{formatMoney(min, { precision: 0 })}</span>
          <span>{formatMoney(max, { precision: 0 })}</span>
        </div>
      </Slider>
      <div className="text-field draw-slider__amount">
        <label className="text-field__label" htmlFor={inputId}>
          Or type an amount
        </label>
        <input
          id={inputId}
          className="text-field__input"
          inputMode="numeric"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={commitText}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitText();
            }
          }}
        />
        {error ? (
          <p className="text-field__error" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
};
