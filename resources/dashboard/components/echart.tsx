/**
 * The dashboards' one chart: ECharts core with only the charts and parts they use, registered here,
 * in a chunk of its own that loads after the figures show (React.lazy). The description is the
 * chart's text for screen readers (ECharts' aria), written by the panel in the user's language.
 */
import { BarChart, LineChart } from "echarts/charts";
import { AriaComponent, GridComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

export default function EChart({
  option,
  description,
  height,
}: {
  option: ChartOption;
  description: string;
  height: number;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  const latest = useRef({ option, description });
  latest.current = { option, description };

  // Drawn once the element has a size (a panel still laid out, or a page without layout, has none).
  useEffect(() => {
    const dom = element.current!;
    let instance: echarts.ECharts | null = null;
    const draw = () => {
      if (!dom.clientWidth) return;
      if (!instance) {
        instance = echarts.init(dom, undefined, { renderer: "svg" });
        chart.current = instance;
        const { option: first, description: text } = latest.current;
        instance.setOption({ ...first, aria: { enabled: true, label: { description: text } } });
      } else instance.resize();
    };
    const resize = new ResizeObserver(draw);
    resize.observe(dom);
    draw();
    return () => {
      resize.disconnect();
      instance?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      { ...option, aria: { enabled: true, label: { description } } },
      { notMerge: true },
    );
  }, [option, description]);

  return (
    <div ref={element} role="img" aria-label={description} style={{ width: "100%", height }} />
  );
}
