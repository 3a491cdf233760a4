import { useWords } from '../../../components/math/words';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { area, data, length, speed, temperature, time, volume, weight, worked } from './examples';
import { unitFaqs } from './page.meta';
import { Widget } from './widget';

export function UnitConverterPage() {
  const t = useWords('tools');
  return (
    <ToolPage
      eyebrow="Converter"
      title="Unit Converter"
      intro="Convert length, weight, temperature, volume, area and time units instantly (plus speed and digital data). Choose a category, enter a value and pick the units to convert between."
      widget={<Widget title={t('widgetTitle.unit-converter')} />}
      faqs={unitFaqs}
      {...pageLinks('unit-converter')}
    >
      <ToolPageSection id="how" title="How unit conversion works">
        <p>
          Every unit in a category is a fixed multiple of one base unit: lengths are measured in
          meters, weights in grams, times in seconds, speeds in meters per second, data in bytes,
          volumes in liters and areas in square meters. To convert, the value is turned into the
          base unit and then into the target unit, which comes down to multiplying by the number of
          target units in one source unit:
        </p>
        <WorkedExample title="Example: 5 inches to centimeters" steps={worked.inches.steps}>
          {worked.inches.answer}
        </WorkedExample>
        <p>
          Results are shown to 4 decimal places, and the converter names the factor it used (for
          example &quot;1 inch = 2.54 centimeters&quot;) so you can check the answer or repeat it by
          hand.
        </p>
      </ToolPageSection>

      <ToolPageSection
        id="length"
        title="Length: inches, feet, yards, miles, millimeters, centimeters, meters, kilometers"
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
              <td>
                {length.inch} (so 1 inch = {length.inchCm} cm)
              </td>
            </tr>
            <tr>
              <td>1 foot</td>
              <td>
                {length.foot} ({length.footInches} inches; 1 m ≈ {length.meterFeet} ft)
              </td>
            </tr>
            <tr>
              <td>1 yard</td>
              <td>
                {length.yard} ({length.yardFeet} feet)
              </td>
            </tr>
            <tr>
              <td>1 mile</td>
              <td>
                {length.mile} ({length.mileFeet} feet)
              </td>
            </tr>
            <tr>
              <td>1 millimeter</td>
              <td>{length.millimeter}</td>
            </tr>
            <tr>
              <td>1 centimeter</td>
              <td>{length.centimeter}</td>
            </tr>
            <tr>
              <td>1 kilometer</td>
              <td>
                {length.kilometer} (1 mile = {length.mileKm} km)
              </td>
            </tr>
          </tbody>
        </table>
        <p>
          A quick mental check: a meter is a little over a yard, and a kilometer is about{' '}
          {length.kmMiles} miles, so a 10 km run is about {length.tenKmMiles} miles.
        </p>
      </ToolPageSection>

      <ToolPageSection id="weight" title="Weight: grams, kilograms, pounds, ounces">
        <p>
          One pound is exactly {weight.poundGrams} grams and one ounce is a sixteenth of a pound
          (about {weight.ounceGrams} g). So 1 kg ≈ {weight.kgPounds} lb: to turn kilograms into
          pounds, multiply by {weight.kgPounds}; to turn pounds into kilograms, multiply by{' '}
          {weight.poundKg}.
        </p>
        <WorkedExample title="Example: 70 kilograms to pounds" steps={worked.kilograms.steps}>
          {worked.kilograms.answer}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="temperature" title="Temperature: Celsius, Fahrenheit, Kelvin" muted>
        <p>
          Temperature scales start at different points, so they need a formula rather than a single
          factor. The converter goes through Celsius:
        </p>
        <Formula>{temperature.formulas.join(' · ')}</Formula>
        <WorkedExample title="Example: water boils at 100 °C" steps={temperature.boiling.steps} />
        <WorkedExample title="Example: 98.6 °F in Celsius" steps={temperature.body.steps} />
        <p>
          Water freezes at 0 °C = {temperature.freezingF} °F = {temperature.freezingK} K and boils
          at 100 °C = {temperature.boilingF} °F. Body temperature is about {temperature.bodyC} °C =
          98.6 °F. Nothing is colder than absolute zero (0 K = {temperature.absoluteZeroC} °C), so
          lower temperatures give no result.
        </p>
      </ToolPageSection>

      <ToolPageSection id="volume" title="Volume: milliliters, liters, cubic meters and US units">
        <p>
          Metric volumes are simple: 1 liter = {volume.literMl} milliliters and 1 cubic meter ={' '}
          {volume.cubicMeterLiters} liters. US customary volumes build on the gallon of{' '}
          {volume.gallonLiters} liters: a gallon holds {volume.quartsPerGallon} quarts and{' '}
          {volume.pintsPerGallon} pints, a cup is {volume.cupMl} mL and a fluid ounce is 1/
          {volume.ouncesPerGallon} of a gallon (about {volume.ounceMl} mL).
        </p>
        <WorkedExample title="Example: 2 liters to cups" steps={worked.liters.steps}>
          {worked.liters.answer}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="area" title="Area: square units, acres and hectares" muted>
        <p>
          A square unit is a square one unit on each side, so its factor is the length factor
          squared: 1 inch = {length.inchCm} cm makes 1 square inch = {area.squareInchCm} cm², and 1
          foot = {length.footInches} inches makes 1 square foot = {area.squareFootInches} square
          inches. Land is measured in acres and hectares: an acre is exactly {area.acreSquareYards}{' '}
          square yards ({area.acreSquareFeet} square feet, {area.acreSquareMeters} m²) and a hectare
          is {area.hectareSquareMeters} m², a square of 100 m by 100 m. A square kilometer is{' '}
          {area.squareKmHectares} hectares.
        </p>
        <table>
          <caption>Area factors (in square meters)</caption>
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col">In square meters</th>
            </tr>
          </thead>
          <tbody>
            {area.table.map((row) => (
              <tr key={row.unit}>
                <td>1 {row.unit}</td>
                <td>{row.squareMeters}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <WorkedExample title="Example: 2.5 acres to hectares" steps={worked.acres.steps}>
          {worked.acres.answer}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="time" title="Time: seconds, minutes, hours, days, weeks">
        <p>
          A minute is {time.minute} seconds, an hour {time.hour} seconds, a day {time.day} seconds
          and a week {time.week} seconds, so 1 week = {time.weekHours} hours. To turn hours into
          minutes multiply by {time.hourMinutes}; to turn minutes into hours divide by{' '}
          {time.hourMinutes}. For adding and subtracting mixed periods, use the Time Calculator.
        </p>
      </ToolPageSection>

      <ToolPageSection id="speed-data" title="Speed and digital data" muted>
        <p>
          Speeds convert through meters per second: 1 km/h = 1/{speed.mpsInKmh} m/s (about{' '}
          {speed.kmhInMps}) and 1 mph = {speed.mphInMps} m/s, so {speed.highway}. Data sizes are
          binary: 1 KB = {data.kb} bytes, 1 MB = {data.mb} bytes, 1 GB = {data.gb} bytes and 1 TB ={' '}
          {data.tb} bytes.
        </p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = UnitConverterPage;
