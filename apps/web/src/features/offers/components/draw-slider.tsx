import { useEffect, useId, useState } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { formatMoney } from '@lintel/domain';

export type TDrawSliderProps = {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
};

const STEP = 100;
const DOLLARS: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 };
const parseDollars = (text: string): number => Number(text.replace(/[$,\s]/g, ''));

/**
 * The draw: a React Aria slider (arrow keys move one step, Page Up/Down ten, Home/End to the bounds) and, as
 * the non-drag alternative of WCAG 2.2 2.5.7, a text box that takes any whole-dollar amount within the bounds.
 */
export const DrawSlider = ({ label, min, max, value, onChange }: TDrawSliderProps) => {
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
        step={max - min >= STEP ? STEP : 1}
        formatOptions={DOLLARS}
        value={value}
        onChange={(next) => onChange(Array.isArray(next) ? (next[0] ?? min) : next)}
      >
        <div className="draw-slider__header">
          <Label>{label}</Label>
          <SliderOutput />
        </div>
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
      <div className="text-field">
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
