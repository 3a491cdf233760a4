import { useWords } from '../../../components/math/words';
import { useLanguage, useT } from '../../../i18n/use-t';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { area, data, length, speed, temperature, time, volume, weight, worked } from './examples';
import { unitFaqsIn, unitMessages, unitWritingIn } from './page.meta';
import { Widget } from './widget';

export function UnitConverterPage() {
  const t = useWords('tools');
  const p = useT(unitMessages);
  const language = useLanguage();
  const { num, math, sentence, unit } = unitWritingIn(language);
  const answer = (example: (typeof worked)[keyof typeof worked]) =>
    sentence(example.answer, example.parts);
  return (
    <ToolPage
      eyebrow={p('eyebrow')}
      title={t('name.unit-converter')}
      intro={p('intro')}
      widget={<Widget title={t('widgetTitle.unit-converter')} />}
      faqs={unitFaqsIn(p, language)}
      {...pageLinks('unit-converter')}
    >
      <ToolPageSection id="how" title={p('how.title')}>
        <p>{p('how.p1')}</p>
        <WorkedExample title={p('how.example')} steps={worked.inches.steps}>
          {answer(worked.inches)}
        </WorkedExample>
        <p>{p('how.p2')}</p>
      </ToolPageSection>

      <ToolPageSection id="length" title={p('length.title')} muted>
        <table>
          <caption>{p('length.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{p('table.unit')}</th>
              <th scope="col">{p('length.inMeters')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{p('length.inch')}</td>
              <td>{p('length.inchRow', { inch: num(length.inch), inchCm: num(length.inchCm) })}</td>
            </tr>
            <tr>
              <td>{p('length.foot')}</td>
              <td>
                {p('length.footRow', {
                  foot: num(length.foot),
                  footInches: num(length.footInches),
                  meterFeet: num(length.meterFeet),
                })}
              </td>
            </tr>
            <tr>
              <td>{p('length.yard')}</td>
              <td>
                {p('length.yardRow', { yard: num(length.yard), yardFeet: num(length.yardFeet) })}
              </td>
            </tr>
            <tr>
              <td>{p('length.mile')}</td>
              <td>
                {p('length.mileRow', { mile: num(length.mile), mileFeet: num(length.mileFeet) })}
              </td>
            </tr>
            <tr>
              <td>{p('length.millimeter')}</td>
              <td>{num(length.millimeter)}</td>
            </tr>
            <tr>
              <td>{p('length.centimeter')}</td>
              <td>{num(length.centimeter)}</td>
            </tr>
            <tr>
              <td>{p('length.kilometer')}</td>
              <td>
                {p('length.kilometerRow', {
                  kilometer: num(length.kilometer),
                  mileKm: num(length.mileKm),
                })}
              </td>
            </tr>
          </tbody>
        </table>
        <p>
          {p('length.check', { kmMiles: num(length.kmMiles), tenKmMiles: num(length.tenKmMiles) })}
        </p>
      </ToolPageSection>

      <ToolPageSection id="weight" title={p('weight.title')}>
        <p>
          {p('weight.p', {
            poundGrams: num(weight.poundGrams),
            ounceGrams: num(weight.ounceGrams),
            kgPounds: num(weight.kgPounds),
            poundKg: num(weight.poundKg),
          })}
        </p>
        <WorkedExample title={p('weight.example')} steps={worked.kilograms.steps}>
          {answer(worked.kilograms)}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="temperature" title={p('temperature.title')} muted>
        <p>{p('temperature.p1')}</p>
        <Formula>{temperature.formulas.map(math).join(' · ')}</Formula>
        <WorkedExample title={p('temperature.boiling')} steps={temperature.boiling.steps} />
        <WorkedExample title={p('temperature.body')} steps={temperature.body.steps} />
        <p>
          {p('temperature.p2', {
            freezingF: num(temperature.freezingF),
            freezingK: num(temperature.freezingK),
            boilingF: num(temperature.boilingF),
            bodyC: num(temperature.bodyC),
            absoluteZeroC: num(temperature.absoluteZeroC),
          })}
        </p>
      </ToolPageSection>

      <ToolPageSection id="volume" title={p('volume.title')}>
        <p>
          {p('volume.p', {
            literMl: num(volume.literMl),
            cubicMeterLiters: num(volume.cubicMeterLiters),
            gallonLiters: num(volume.gallonLiters),
            quartsPerGallon: num(volume.quartsPerGallon),
            pintsPerGallon: num(volume.pintsPerGallon),
            cupMl: num(volume.cupMl),
            ouncesPerGallon: num(volume.ouncesPerGallon),
            ounceMl: num(volume.ounceMl),
          })}
        </p>
        <WorkedExample title={p('volume.example')} steps={worked.liters.steps}>
          {answer(worked.liters)}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="area" title={p('area.title')} muted>
        <p>
          {p('area.p', {
            inchCm: num(length.inchCm),
            squareInchCm: num(area.squareInchCm),
            footInches: num(length.footInches),
            squareFootInches: num(area.squareFootInches),
            acreSquareYards: num(area.acreSquareYards),
            acreSquareFeet: num(area.acreSquareFeet),
            acreSquareMeters: num(area.acreSquareMeters),
            hectareSquareMeters: num(area.hectareSquareMeters),
            squareKmHectares: num(area.squareKmHectares),
          })}
        </p>
        <table>
          <caption>{p('area.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{p('table.unit')}</th>
              <th scope="col">{p('area.inSquareMeters')}</th>
            </tr>
          </thead>
          <tbody>
            {area.table.map((row) => (
              <tr key={row.id}>
                <td>1 {language === 'en' ? row.unit : unit(row.id, 1)}</td>
                <td>{num(row.squareMeters)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <WorkedExample title={p('area.example')} steps={worked.acres.steps}>
          {answer(worked.acres)}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="time" title={p('time.title')}>
        <p>
          {p('time.p', {
            minute: num(time.minute),
            hour: num(time.hour),
            day: num(time.day),
            week: num(time.week),
            weekHours: num(time.weekHours),
            hourMinutes: num(time.hourMinutes),
            timeCalculator: t('name.time-calculator'),
          })}
        </p>
      </ToolPageSection>

      <ToolPageSection id="speed-data" title={p('speedData.title')} muted>
        <p>
          {p('speedData.p', {
            mpsInKmh: num(speed.mpsInKmh),
            kmhInMps: num(speed.kmhInMps),
            mphInMps: num(speed.mphInMps),
            highway: sentence(speed.highway, speed.highwayParts),
            kb: num(data.kb),
            mb: num(data.mb),
            gb: num(data.gb),
            tb: num(data.tb),
          })}
        </p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = UnitConverterPage;
