import type { FaqEntry, HowToStep } from '../../../lib/seo';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../registry';
import { UnitConverterTool } from '../tools/unit-converter';
import { toolPageMeta } from './page-meta';

export const unitFaqs: FaqEntry[] = [
  {
    id: 'inches-cm',
    question: 'How many centimeters are in an inch?',
    answer:
      'Exactly 2.54. The inch has been defined as 2.54 cm since 1959, so 5 inches = 5 × 2.54 = 12.7 cm, and 10 cm = 10 ÷ 2.54 ≈ 3.9370 inches.',
  },
  {
    id: 'kg-lb',
    question: 'How do I convert kilograms to pounds?',
    answer:
      'Multiply by about 2.20462. One pound is exactly 0.45359237 kg, so 1 kg ≈ 2.20462 lb and 70 kg ≈ 154.3236 lb. To go back, multiply pounds by 0.45359237.',
  },
  {
    id: 'f-c',
    question: 'How do I convert Fahrenheit to Celsius?',
    answer:
      'Subtract 32, then multiply by 5/9: °C = (°F − 32) × 5/9. So 98.6 °F = 37 °C. The other way, °F = °C × 9/5 + 32, so 100 °C = 212 °F. Temperature scales have different zero points, which is why this is not a single multiplication.',
  },
  {
    id: 'meters-feet',
    question: 'How many feet are in a meter?',
    answer: '1 m ≈ 3.28084 ft, because one foot is exactly 0.3048 m (12 inches of 2.54 cm).',
  },
  {
    id: 'gallon',
    question: 'Which gallon does the converter use?',
    answer:
      'The US liquid gallon: 3.785411784 liters, with the US quart (a quarter gallon), pint (an eighth), cup (236.5882365 mL) and fluid ounce (1/128 gallon). The imperial gallon used in the UK is larger, about 4.546 liters.',
  },
  {
    id: 'kilobyte',
    question: 'Is a kilobyte 1000 or 1024 bytes?',
    answer:
      'This converter uses the binary convention: 1 KB = 1024 bytes, 1 MB = 1024 KB, and so on, as operating systems usually report memory. Drive makers often use 1000 instead, which is why a "500 GB" drive shows about 465 GB.',
  },
];

export const unitHowTo: HowToStep[] = [
  {
    name: 'Choose a category',
    text: 'Pick length, weight, temperature, time, speed, data or volume.',
  },
  { name: 'Enter the value', text: 'Type the number you want to convert, for example 5.' },
  {
    name: 'Pick the units',
    text: 'Choose the unit you have (From) and the unit you want (To); Swap units reverses them.',
  },
  {
    name: 'Press Calculate',
    text: 'Read the result to 4 decimal places together with the conversion factor or formula.',
  },
];

export function UnitConverterPage() {
  return (
    <ToolPage
      eyebrow="Converter"
      title="Unit Converter"
      intro="Convert length, weight, temperature, volume and time units instantly (plus speed and digital data). Choose a category, enter a value and pick the units to convert between."
      widget={<UnitConverterTool title="Convert a unit" />}
      faqs={unitFaqs}
      {...pageLinks('unit-converter')}
    >
      <ToolPageSection id="how" title="How unit conversion works">
        <p>
          Every unit in a category is a fixed multiple of one base unit: lengths are measured in
          meters, weights in grams, times in seconds, speeds in meters per second, data in bytes and
          volumes in liters. To convert, the value is turned into the base unit and then into the
          target unit:
        </p>
        <Formula>result = value × (factor of from-unit) ÷ (factor of to-unit)</Formula>
        <WorkedExample
          title="Example: 5 inches to centimeters"
          lines={[
            '1 inch = 0.0254 m and 1 cm = 0.01 m',
            '5 × 0.0254 ÷ 0.01 = 12.7',
            '5 inches = 12.7000 centimeters',
          ]}
        />
        <p>
          Results are shown to 4 decimal places, and the converter names the factor it used (for
          example &quot;1 inch = 2.54 centimeters&quot;) so you can check the answer or repeat it by
          hand.
        </p>
      </ToolPageSection>

      <ToolPageSection
        id="length"
        title="Length: inches, feet, miles, centimeters, meters, kilometers"
        muted
      >
        <table>
          <caption>Length factors (in meters)</caption>
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col">In meters</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>1 inch</td>
              <td>0.0254 (so 1 inch = 2.54 cm)</td>
            </tr>
            <tr>
              <td>1 foot</td>
              <td>0.3048 (12 inches; 1 m ≈ 3.28084 ft)</td>
            </tr>
            <tr>
              <td>1 mile</td>
              <td>1609.344 (5280 feet)</td>
            </tr>
            <tr>
              <td>1 centimeter</td>
              <td>0.01</td>
            </tr>
            <tr>
              <td>1 kilometer</td>
              <td>1000 (1 mile ≈ 1.609344 km)</td>
            </tr>
          </tbody>
        </table>
        <p>
          A quick mental check: a meter is a little over a yard, and a kilometer is about 0.62
          miles, so a 10 km run is about 6.2 miles.
        </p>
      </ToolPageSection>

      <ToolPageSection id="weight" title="Weight: grams, kilograms, pounds, ounces">
        <p>
          One pound is exactly 453.59237 grams and one ounce is a sixteenth of a pound (about
          28.3495 g). So 1 kg ≈ 2.20462 lb: to turn kilograms into pounds, multiply by 2.20462; to
          turn pounds into kilograms, multiply by 0.45359237.
        </p>
        <WorkedExample
          title="Example: 70 kilograms to pounds"
          lines={[
            '70 × 1000 g = 70000 g',
            '70000 ÷ 453.59237 ≈ 154.3236',
            '70 kilograms ≈ 154.3236 pounds',
          ]}
        />
      </ToolPageSection>

      <ToolPageSection id="temperature" title="Temperature: Celsius, Fahrenheit, Kelvin" muted>
        <p>
          Temperature scales start at different points, so they need a formula rather than a single
          factor. The converter goes through Celsius:
        </p>
        <Formula>°F = °C × 9/5 + 32 · °C = (°F − 32) × 5/9 · K = °C + 273.15</Formula>
        <p>
          Water freezes at 0 °C = 32 °F = 273.15 K and boils at 100 °C = 212 °F. Body temperature is
          about 37 °C = 98.6 °F. Nothing is colder than absolute zero (0 K = −273.15 °C), so lower
          temperatures give no result.
        </p>
      </ToolPageSection>

      <ToolPageSection id="volume" title="Volume: milliliters, liters, cubic meters and US units">
        <p>
          Metric volumes are simple: 1 liter = 1000 milliliters and 1 cubic meter = 1000 liters. US
          customary volumes build on the gallon of 3.785411784 liters: a quart is a quarter of a
          gallon, a pint an eighth, a cup is 236.5882365 mL and a fluid ounce is 1/128 of a gallon
          (about 29.5735 mL).
        </p>
        <WorkedExample
          title="Example: 2 liters to cups"
          lines={['2 L = 2000 mL', '2000 ÷ 236.5882365 ≈ 8.4535', '2 liters ≈ 8.4535 cups']}
        />
      </ToolPageSection>

      <ToolPageSection id="time" title="Time: seconds, minutes, hours, days, weeks" muted>
        <p>
          A minute is 60 seconds, an hour 3600 seconds, a day 86400 seconds and a week 604800
          seconds, so 1 week = 168 hours. To turn hours into minutes multiply by 60; to turn minutes
          into hours divide by 60. For adding and subtracting mixed periods, use the Time
          Calculator.
        </p>
      </ToolPageSection>

      <ToolPageSection id="speed-data" title="Speed and digital data">
        <p>
          Speeds convert through meters per second: 1 km/h = 1/3.6 m/s (about 0.277778) and 1 mph =
          0.44704 m/s, so 100 km/h ≈ 62.1371 mph. Data sizes are binary: 1 KB = 1024 bytes, 1 MB =
          1048576 bytes, 1 GB = 1073741824 bytes and 1 TB = 1099511627776 bytes.
        </p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const meta = toolPageMeta(
  'unit-converter',
  {
    name: 'How to convert units',
    description:
      'Choose a category, enter a value, pick the from and to units and read the result with its factor.',
    steps: unitHowTo,
  },
  unitFaqs,
);

export const Component = UnitConverterPage;
