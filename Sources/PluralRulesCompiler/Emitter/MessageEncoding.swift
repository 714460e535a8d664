/// Writes a render plan as a *message*, the text form the runtime renders (`_render`): a
/// `printf` format with positional specifiers, `%%` for literal percent signs, and selectors
/// `%{plural N SPEC%|form:…%}`, `%{width%|W:…%}`, `%{device%|name:…%}`.
///
/// Every literal `%` of a translation is already `%%` and every specifier is positional (the
/// format-string parser admits nothing else), so no translation can open or close a selector.
public enum MessageEncoding {
    public static func encode(_ plan: RenderPlan) -> String {
        switch plan {
        case .fragments(let fragments):
            return encode(fragments)
        case .widths(let widths, let plans):
            return "%{width" + zip(widths, plans).map { "%|\($0):" + encode($1) }.joined() + "%}"
        case .devices(let devices, let plans):
            return "%{device" + zip(devices, plans).map { "%|\($0):" + encode($1) }.joined() + "%}"
        }
    }

    public static func encode(_ fragments: [RenderFragment]) -> String {
        var text = ""
        for fragment in fragments {
            switch fragment {
            case .text(let piece):
                text += piece
            case .plural(let argument, let valueFormat, let forms):
                text += "%{plural \(argument) \(valueFormat.dropFirst())"
                for key in forms.keys.sorted() { text += "%|\(key.name):" + encode(forms[key]!) }
                text += "%}"
            case .widths(let widths, let forms):
                text += "%{width" + zip(widths, forms).map { "%|\($0):" + encode($1) }.joined() + "%}"
            case .devices(let devices, let forms):
                text += "%{device" + zip(devices, forms).map { "%|\($0):" + encode($1) }.joined() + "%}"
            }
        }
        return text
    }
}
