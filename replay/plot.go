package replay

import (
	"fmt"
	"html"
	"html/template"
	"math"
	"slices"
	"strings"
)

// The summary pages' plots are SVG written here, no script: a line plot
// with a point per value (each point a circle of class "point" with its
// values in data-x and data-y and a tooltip), and a histogram.

// series is one line of a plot: its name, its class (its colour in the
// style sheet), its points, and whether it holds its value until the next
// point (a step line, for a best score so far).
type series struct {
	Name  string
	Class string
	X, Y  []float64
	Step  bool
	// Tips are the points' tooltips (default: "x, y").
	Tips []string
}

// band is a shaded range around a line (a confidence interval).
type band struct {
	X, Lo, Hi []float64
}

// rule is a horizontal line across a plot (a bound) with its label.
type rule struct {
	Y     float64
	Label string
}

// linePlot is one plot.
type linePlot struct {
	ID             string
	Title          string
	XLabel, YLabel string
	Width, Height  float64
	Series         []series
	Band           *band
	Rules          []rule
}

// plot margins: left (for the y labels), right, top, bottom.
const plotL, plotR, plotT, plotB = 56.0, 16.0, 28.0, 40.0

// extent is the range of the values, widened to a nonzero span.
func extent(vals ...[]float64) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, vs := range vals {
		for _, v := range vs {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	if math.IsInf(lo, 1) {
		return 0, 1
	}
	if hi-lo < 1e-9 {
		return lo - 1, hi + 1
	}
	pad := (hi - lo) * 0.05
	return lo - pad, hi + pad
}

// ticks are about n round values from lo to hi.
func ticks(lo, hi float64, n int) []float64 {
	step := math.Pow(10, math.Floor(math.Log10((hi-lo)/float64(n))))
	for _, m := range []float64{1, 2, 5, 10} {
		if (hi-lo)/(step*m) <= float64(n) {
			step *= m
			break
		}
	}
	var t []float64
	for k := math.Ceil(lo / step); k*step <= hi+step*1e-9; k++ {
		t = append(t, k*step)
	}
	return t
}

// fmtNum writes a value for a label.
func fmtNum(v float64) string {
	if v == 0 {
		return "0" // not "-0"
	}
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%.3g", v)
}

// SVG draws the plot.
func (p linePlot) SVG() template.HTML {
	var xs, ys [][]float64
	for _, s := range p.Series {
		xs, ys = append(xs, s.X), append(ys, s.Y)
	}
	if p.Band != nil {
		ys = append(ys, p.Band.Lo, p.Band.Hi)
	}
	for _, r := range p.Rules {
		ys = append(ys, []float64{r.Y})
	}
	x0, x1 := extent(xs...)
	y0, y1 := extent(ys...)
	w, h := p.Width-plotL-plotR, p.Height-plotT-plotB
	px := func(x float64) float64 { return plotL + (x-x0)/(x1-x0)*w }
	py := func(y float64) float64 { return plotT + (y1-y)/(y1-y0)*h }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="plot" id="%s" viewBox="0 0 %s %s" width="%s" height="%s" xmlns="http://www.w3.org/2000/svg">`,
		html.EscapeString(p.ID), num(p.Width), num(p.Height), num(p.Width), num(p.Height))
	fmt.Fprintf(&b, `<text class="plot-title" x="%s" y="18">%s</text>`, num(p.Width/2), html.EscapeString(p.Title))
	fmt.Fprintf(&b, `<rect class="plot-area" x="%s" y="%s" width="%s" height="%s"/>`, num(plotL), num(plotT), num(w), num(h))
	for _, t := range ticks(y0, y1, 5) {
		fmt.Fprintf(&b, `<line class="grid" x1="%s" y1="%.1f" x2="%s" y2="%.1f"/><text class="tick y" x="%s" y="%.1f">%s</text>`,
			num(plotL), py(t), num(plotL+w), py(t), num(plotL-6), py(t)+4, fmtNum(t))
	}
	for _, t := range ticks(x0, x1, 8) {
		fmt.Fprintf(&b, `<text class="tick x" x="%.1f" y="%s">%s</text>`, px(t), num(plotT+h+16), fmtNum(t))
	}
	fmt.Fprintf(&b, `<text class="axis" x="%s" y="%s">%s</text>`, num(plotL+w/2), num(p.Height-6), html.EscapeString(p.XLabel))
	fmt.Fprintf(&b, `<text class="axis" transform="translate(14 %s) rotate(-90)">%s</text>`, num(plotT+h/2), html.EscapeString(p.YLabel))
	if bd := p.Band; bd != nil && len(bd.X) > 0 {
		var pts []string
		for i := range bd.X {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", px(bd.X[i]), py(bd.Hi[i])))
		}
		for i := len(bd.X) - 1; i >= 0; i-- {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", px(bd.X[i]), py(bd.Lo[i])))
		}
		fmt.Fprintf(&b, `<polygon class="band" points="%s"/>`, strings.Join(pts, " "))
	}
	for _, r := range p.Rules {
		fmt.Fprintf(&b, `<line class="rule" x1="%s" y1="%.1f" x2="%s" y2="%.1f"/><text class="rule-label" x="%s" y="%.1f">%s</text>`,
			num(plotL), py(r.Y), num(plotL+w), py(r.Y), num(plotL+w-4), py(r.Y)-4, html.EscapeString(r.Label))
	}
	for _, s := range p.Series {
		var pts []string
		for i := range s.X {
			if s.Step && i > 0 {
				pts = append(pts, fmt.Sprintf("%.1f,%.1f", px(s.X[i]), py(s.Y[i-1])))
			}
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", px(s.X[i]), py(s.Y[i])))
		}
		fmt.Fprintf(&b, `<g class="series %s" data-name="%s"><polyline class="line" points="%s"/>`,
			html.EscapeString(s.Class), html.EscapeString(s.Name), strings.Join(pts, " "))
		for i := range s.X {
			tip := fmtNum(s.X[i]) + ", " + fmtNum(s.Y[i])
			if i < len(s.Tips) {
				tip = s.Tips[i]
			}
			fmt.Fprintf(&b, `<circle class="point" cx="%.1f" cy="%.1f" r="3" data-x="%s" data-y="%s"><title>%s</title></circle>`,
				px(s.X[i]), py(s.Y[i]), num(s.X[i]), num(s.Y[i]), html.EscapeString(tip))
		}
		b.WriteString(`</g>`)
	}
	if len(p.Series) > 1 {
		for i, s := range p.Series {
			y := plotT + 14 + float64(i)*16
			fmt.Fprintf(&b, `<g class="legend %s"><line class="line" x1="%s" y1="%s" x2="%s" y2="%s"/><text x="%s" y="%s">%s</text></g>`,
				html.EscapeString(s.Class), num(plotL+8), num(y), num(plotL+28), num(y), num(plotL+34), num(y+4), html.EscapeString(s.Name))
		}
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

// histogram is bars counting values in bins, one set of bars per series.
type histogram struct {
	ID             string
	Title          string
	XLabel         string
	YLabel         string // what is counted: games, boards
	Width, Height  float64
	Names, Classes []string
	Values         [][]float64
}

// bins are the bins of the values, each with its label, and the bin of a
// value: one bin per value when the values are whole numbers within a
// span of 40 (a game's scores), else up to 20 of equal width.
func bins(values [][]float64) (labels []string, bin func(float64) int) {
	var all []float64
	for _, vs := range values {
		all = append(all, vs...)
	}
	slices.Sort(all)
	all = slices.Compact(all)
	if len(all) == 0 {
		return nil, nil
	}
	lo, hi := all[0], all[len(all)-1]
	whole := hi-lo <= 40
	for _, v := range all {
		whole = whole && v == math.Trunc(v)
	}
	if whole {
		for v := lo; v <= hi; v++ {
			labels = append(labels, fmtNum(v))
		}
		return labels, func(v float64) int { return int(v - lo) }
	}
	n := min(20, max(5, len(all)))
	step := (hi - lo) / float64(n)
	for k := 0; k < n; k++ {
		labels = append(labels, fmtNum(math.Round(lo+(float64(k)+0.5)*step)))
	}
	return labels, func(v float64) int { return min(n-1, int((v-lo)/step)) }
}

// SVG draws the histogram: each bar a rect of class "bar" with its count
// in data-count and its bin's label in data-bin.
func (hg histogram) SVG() template.HTML {
	labels, bin := bins(hg.Values)
	counts := make([][]int, len(hg.Values))
	top := 1
	for s, vs := range hg.Values {
		counts[s] = make([]int, len(labels))
		for _, v := range vs {
			counts[s][bin(v)]++
		}
		for _, c := range counts[s] {
			top = max(top, c)
		}
	}
	w, h := hg.Width-plotL-plotR, hg.Height-plotT-plotB
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="plot histogram" id="%s" viewBox="0 0 %s %s" width="%s" height="%s" xmlns="http://www.w3.org/2000/svg">`,
		html.EscapeString(hg.ID), num(hg.Width), num(hg.Height), num(hg.Width), num(hg.Height))
	fmt.Fprintf(&b, `<text class="plot-title" x="%s" y="18">%s</text>`, num(hg.Width/2), html.EscapeString(hg.Title))
	fmt.Fprintf(&b, `<rect class="plot-area" x="%s" y="%s" width="%s" height="%s"/>`, num(plotL), num(plotT), num(w), num(h))
	for _, t := range ticks(0, float64(top), 5) {
		y := plotT + h - t/float64(top)*h
		fmt.Fprintf(&b, `<line class="grid" x1="%s" y1="%.1f" x2="%s" y2="%.1f"/><text class="tick y" x="%s" y="%.1f">%s</text>`,
			num(plotL), y, num(plotL+w), y, num(plotL-6), y+4, fmtNum(t))
	}
	slot := w / float64(max(1, len(labels)))
	bar := slot * 0.8 / float64(len(hg.Values))
	every := 1 + len(labels)/12
	for k := range labels {
		x := plotL + float64(k)*slot + slot*0.1
		for s := range hg.Values {
			c := counts[s][k]
			bh := float64(c) / float64(top) * h
			fmt.Fprintf(&b, `<rect class="bar %s" x="%.1f" y="%.1f" width="%.1f" height="%.1f" data-count="%d" data-bin="%s"><title>%s %s: %d</title></rect>`,
				html.EscapeString(hg.Classes[s]), x+float64(s)*bar, plotT+h-bh, bar, bh, c, html.EscapeString(labels[k]),
				html.EscapeString(hg.Names[s]), html.EscapeString(labels[k]), c)
		}
		if k%every == 0 {
			fmt.Fprintf(&b, `<text class="tick x" x="%.1f" y="%s">%s</text>`, x+slot*0.4, num(plotT+h+16), html.EscapeString(labels[k]))
		}
	}
	fmt.Fprintf(&b, `<text class="axis" x="%s" y="%s">%s</text>`, num(plotL+w/2), num(hg.Height-6), html.EscapeString(hg.XLabel))
	fmt.Fprintf(&b, `<text class="axis" transform="translate(14 %s) rotate(-90)">%s</text>`, num(plotT+h/2), html.EscapeString(hg.YLabel))
	if len(hg.Values) > 1 {
		for s := range hg.Values {
			y := plotT + 14 + float64(s)*16
			fmt.Fprintf(&b, `<g class="legend"><rect class="bar %s" x="%s" y="%s" width="14" height="10"/><text x="%s" y="%s">%s</text></g>`,
				html.EscapeString(hg.Classes[s]), num(plotL+8), num(y-8), num(plotL+28), num(y+2), html.EscapeString(hg.Names[s]))
		}
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}
